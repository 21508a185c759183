import { useReactTable, type TableOptions } from '@tanstack/react-table';

/**
 * The back office's tables' TanStack Table instance (ADR 0037). The instance is mutable and its
 * methods are read afresh on every render, which the React Compiler cannot memoize; the build
 * runs no compiler, so the lint's warning about it is answered here, once.
 */
export function useAdminTable<T>(options: TableOptions<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- see above: no React Compiler in this build.
  return useReactTable(options);
}
