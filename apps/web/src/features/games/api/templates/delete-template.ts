import { paths } from '@orbis/contracts';
import { useDeleteItem } from '../../../../lib/mutations';
import { templatesKey } from './get-templates';

/** Deletes a template; the row disappears from the list at once. */
export function useDeleteTemplate() {
  return useDeleteItem({ path: paths.hostTemplatesDelete, key: templatesKey });
}
