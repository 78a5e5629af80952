package dev.nljdbc.clarification;

import java.util.List;

/** Finds what a question leaves open. */
interface Detector {
  /** The ambiguities worth asking about, most severe first; empty when the question is clear. */
  List<Ambiguity> detect(Subject subject);
}
