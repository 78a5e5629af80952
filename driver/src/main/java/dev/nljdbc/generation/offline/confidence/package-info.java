/**
 * How sure the offline engine may be of a reading: the evidence a generated query rests on and
 * a logistic model fitted on a corpus that turns it into the probability of a right answer.
 */
package dev.nljdbc.generation.offline.confidence;
