import { MAP_BACKGROUND_FIELDS, paths, type CreatedResponse } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mapBackgroundsKey } from '../../../lib/query-keys';

export interface MapBackgroundForm {
  name: string;
  /** None picked yet: the server then says the picture is required, on its field. */
  picture: File | null;
}

/** Uploads a map background (its name and picture, one multipart call) and refreshes the list. */
export function useAddMapBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, picture }: MapBackgroundForm) => {
      const form = new FormData();
      // The name first: the server reads the parts in order, the file last.
      form.append(MAP_BACKGROUND_FIELDS.name, name);
      if (picture) form.append(MAP_BACKGROUND_FIELDS.picture, picture);
      return api<CreatedResponse>(paths.mapBackgroundsAdd, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapBackgroundsKey }),
  });
}
