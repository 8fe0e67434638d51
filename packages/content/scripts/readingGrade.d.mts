/** The counts behind a Flesch-Kincaid grade, and the grade. */
export interface ReadingGrade {
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  readonly grade: number;
}

/** Flesch-Kincaid grade of some text fields (one per paragraph, list item or heading). See readingGrade.mjs. */
export function readingGrade(texts: readonly string[]): ReadingGrade;
