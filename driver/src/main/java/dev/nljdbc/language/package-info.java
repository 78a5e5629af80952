/**
 * The English of a question, before any schema is involved: the one place that knows words.
 * Intent detection ({@code dialog}), expansion, clarification, the semantic layer, the LLM
 * schema slicer and the offline engine all read text through it; it uses no other package of the
 * driver, so every layer may use it.
 *
 * <ul>
 *   <li><b>Tokens</b> ({@link dev.nljdbc.language.Tokenizer}, {@link dev.nljdbc.language.Token}):
 *       the one tokenizer. {@link dev.nljdbc.language.Words} is its view for rules that only
 *       read words (tokens without punctuation, each with its lower-case and typed form and its
 *       place in the text).
 *   <li><b>Lexicon</b> ({@link dev.nljdbc.language.Lexicon}): the word classes, each once:
 *       question and courtesy words, anaphora, generic words, stop words, comparatives, ranking
 *       and aggregate words, negations; high/low adjectives and the measures they imply
 *       ({@link dev.nljdbc.language.Adjectives}); word forms and lemmas
 *       ({@link dev.nljdbc.language.WordForms}); synonyms ({@link dev.nljdbc.language.Synonyms},
 *       the resource {@code synonyms.txt}, extensible with {@code nljdbc-synonyms.txt} on the
 *       class path); the words of identifiers ({@link dev.nljdbc.language.NameWords}).
 *   <li><b>Periods</b> ({@link dev.nljdbc.language.PeriodParser}): the one recogniser of
 *       periods ("last month", "Q4 2024", "past 30 days", "year to date"), giving their
 *       token span and their bounds.
 *   <li><b>Numbers</b> ({@link dev.nljdbc.language.WordNumbers}): the one list of number
 *       words and the reading that turns them into numbers where they count.
 * </ul>
 *
 * <p>How text is split into tokens, chosen once for every reader:
 * <ul>
 *   <li><b>Apostrophes</b> split a word: {@code customer's} is {@code customer} and {@code 's},
 *       {@code what's} is {@code what} and {@code 's}; so a possessive never hides the noun
 *       and a contracted question word is still a question word. A negated auxiliary is read as
 *       the words it stands for ({@link dev.nljdbc.language.Contractions}): {@code don't} and
 *       {@code dont} are {@code do} and {@code not}, {@code can't} is {@code can} and
 *       {@code not}; a question word run together with "is" ({@code whats}) is the word and
 *       {@code 's}. (The lexicon's few whole contractions, such as {@code isn't} among the
 *       negations, therefore match no token.) An apostrophe that does not follow a letter
 *       opens a quoted string.
 *   <li><b>Quotes</b> ({@code '...'}, {@code "..."}, curly quotes, back-ticks) make one token of
 *       what they enclose, so a quoted value is one word to every reader.
 *   <li><b>Underscores</b> and <b>digits after letters</b> stay in a word ({@code order_id},
 *       {@code q4}); {@link dev.nljdbc.language.NameWords} splits identifiers into words.
 *   <li><b>Hyphens</b> split words ({@code year-over-year} is three words and two hyphens).
 *   <li><b>Numbers</b> start with a digit: thousands separators stay inside ({@code 10,000} is
 *       10000), {@code 10k} and {@code 2.5m} carry their multiplier, ordinal suffixes drop
 *       ({@code 3rd} is 3), an ISO date ({@code 2024-03-01}) is one token.
 * </ul>
 */
package dev.nljdbc.language;
