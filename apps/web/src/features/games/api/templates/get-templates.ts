import { paths, type TemplateResponse, type TemplatesListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Everything cached about templates: the list, and each template below it. */
export const templatesKey = ['host-templates'] as const;

/** The host's templates (an admin's: all), newest first. */
export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: () => api<TemplatesListItem[]>(paths.hostTemplatesList),
  });
}

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
