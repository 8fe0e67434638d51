/** The Flesch-Kincaid grade of some texts and how many words they have (see readingGrade.mjs for the counting rules). */
export function readingGrade(texts: readonly string[]): { words: number; grade: number };
