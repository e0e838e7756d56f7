import { z } from 'zod';

export const _variables = z.never();
