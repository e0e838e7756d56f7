import { describe, expect, it } from 'vitest';
import { templateFileJson } from './template-file';

describe('templateFileJson', () => {
  it('reads a template file, with or without a byte order mark', () => {
    const file = { orbis_template: 1, name: 'Camp' };
    expect(templateFileJson(JSON.stringify(file))).toEqual(file);
    expect(templateFileJson(`\uFEFF${JSON.stringify(file)}`)).toEqual(file);
  });

  it('answers null for a file that is not JSON', () => {
    expect(templateFileJson('PK\u0003\u0004 an xlsx')).toBeNull();
    expect(templateFileJson('')).toBeNull();
  });
});
