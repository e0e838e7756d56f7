import { paths, type TemplateResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useTemplates } from '../../../../lib/options';
import { templatesKey } from '../../../../lib/query-keys';

// The list is shared: a new event picks one of the host's templates.
export { templatesKey, useTemplates };

/** One template with its game, as `host/games/add` takes it. */
export function useTemplate(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...templatesKey, id],
    queryFn: () => api<TemplateResponse>(`${paths.hostTemplatesGet}?id=${id}`),
    enabled: options.enabled ?? true,
  });
}

/** The address of a template's file, downloaded with the session's cookie. */
export const templateFileUrl = (id: number) => `${paths.hostTemplatesExport}?id=${id}`;
