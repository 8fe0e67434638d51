/**
 * The marks of "Save this guide for offline" (`page/SaveGuideSection`), shared by its markup and
 * its script (`saveGuide.ts`). The page renders every step's words, hidden; the script shows the
 * step the reader is at and fills in the figures.
 */
export const saveGuideMarks = {
  /** On the block. The page's entry loads the script only where this is. */
  block: 'data-save-guide',
  /** On each part: the steps it shows at, space-separated (see `SaveStep`). */
  shownAt: 'data-save-shown-at',
  /** Where the figures go: the number of files, the size, why it failed, the button's words. */
  files: 'data-save-files',
  size: 'data-save-size',
  reason: 'data-save-reason',
  button: 'data-save-button',
} as const;

/**
 * Where the reader is: the script is finding out (`checking`); this browser cannot save
 * (`unavailable`); she can (`ready`), and the guide she saved before has changed (`outdated`);
 * it is saving; it is saved; it failed (she can try again).
 */
export type SaveStep = 'checking' | 'unavailable' | 'ready' | 'outdated' | 'saving' | 'saved' | 'failed';
