import { z } from 'zod';

export const _country_presets = z.never();
