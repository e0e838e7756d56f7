import { z } from 'zod';

export const _languages = z.never();
