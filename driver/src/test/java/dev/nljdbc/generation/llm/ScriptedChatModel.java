package dev.nljdbc.generation.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * A chat model that answers from a script, in order, and records every request: replies as text,
 * or failures thrown as the provider would throw them. With the script used up it fails.
 */
public final class ScriptedChatModel implements ChatModel {
  private final Deque<Supplier<String>> script = new ArrayDeque<>();
  private final List<ChatRequest> requests = new CopyOnWriteArrayList<>();

  /** Queues a reply's text. */
  public synchronized ScriptedChatModel reply(String text) {
    script.add(() -> text);
    return this;
  }

  /** Queues a failure. */
  public synchronized ScriptedChatModel fail(RuntimeException failure) {
    script.add(() -> {
      throw failure;
    });
    return this;
  }

  /** Queues a reply that comes only after a wait, as from a stalled provider. */
  public synchronized ScriptedChatModel replyAfter(Duration wait, String text) {
    script.add(() -> {
      try {
        Thread.sleep(wait.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while stalling", e);
      }
      return text;
    });
    return this;
  }

  @Override
  public ChatResponse doChat(ChatRequest request) {
    requests.add(request);
    Supplier<String> next;
    synchronized (this) {
      next = script.poll();
    }
    if (next == null) {
      throw new IllegalStateException("the script has no more replies");
    }
    return ChatResponse.builder().aiMessage(AiMessage.from(next.get())).build();
  }

  /** Every request received, oldest first. */
  public List<ChatRequest> requests() {
    return List.copyOf(requests);
  }

  /** The last request received. */
  public ChatRequest lastRequest() {
    return requests.get(requests.size() - 1);
  }

  /** The system message of a request. */
  public static String system(ChatRequest request) {
    for (ChatMessage m : request.messages()) {
      if (m instanceof SystemMessage) {
        return ((SystemMessage) m).text();
      }
    }
    return "";
  }

  /** The user message of a request. */
  public static String user(ChatRequest request) {
    for (ChatMessage m : request.messages()) {
      if (m instanceof UserMessage) {
        return ((UserMessage) m).singleText();
      }
    }
    return "";
  }

  /** Both messages of a request. */
  public static String prompt(ChatRequest request) {
    return system(request) + "\n" + user(request);
  }
}
