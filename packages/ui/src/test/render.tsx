import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside act() so Ariakit's effects settle first (TOOLCHAIN.md pitfall 6). */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}
