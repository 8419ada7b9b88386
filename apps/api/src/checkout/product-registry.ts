import { ApiError } from '../plugins/errors.ts';
import type { ProductLine, ProductType } from './product-line.ts';

/** The product lines this portal sells, by their `type`; built once in deps.ts. */
export type ProductRegistry = {
  get: (type: string) => ProductLine;
  all: () => readonly ProductLine[];
};

export function createProductRegistry(lines: readonly ProductLine[]): ProductRegistry {
  const byType = new Map<string, ProductLine>(lines.map((line) => [line.type, line]));
  return {
    get: (type) => {
      const line = byType.get(type);
      // The request schema admits only registered types; this guards a stored session of a removed line.
      if (!line) throw new ApiError(400, 40000, `Product line ${type} is not sold here`);
      return line;
    },
    all: () => lines,
  };
}

export type { ProductType };
