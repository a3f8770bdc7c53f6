import type { Rolldown } from 'vite';

/** One of rolldown's `codeSplitting.groups`, and the context its `name` function is given. */
export type CodeSplittingGroup = NonNullable<
  Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, { groups?: unknown }>['groups']
>[number];
export type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];
