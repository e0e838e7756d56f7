import { paths, type CreatedResponse, type TemplateFromGameBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { GameAddRequest } from '../add-game';
import { templatesKey } from './get-templates';

/** A template's body as the game form sends it (the server answers what is missing). */
export interface TemplateRequest {
  name: string;
  game: GameAddRequest;
}

/** Saves a game form's setup as a new template and refreshes the list. */
export function useAddTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateRequest) => api<CreatedResponse>(paths.hostTemplatesAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Replaces a template's name and game and refreshes everything cached about templates. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateRequest & { id: number }) =>
      api(paths.hostTemplatesUpdate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Saves an existing game's setup as a new template. */
export function useTemplateFromGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateFromGameBody) =>
      api<CreatedResponse>(paths.hostTemplatesFromGame, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Imports a template file (its parsed JSON, sent as it is: the server checks it). */
export function useImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) => api<CreatedResponse>(paths.hostTemplatesImport, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
