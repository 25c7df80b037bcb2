import {
  catalogueList,
  catalogueProduct,
  type CatalogueProduct,
  type CreateProductRequest,
  type EditionFormat,
  type UpdateProductRequest,
} from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** GET /api/operator/products: the catalogue, in store order. */
export function useProducts() {
  return useQuery({
    queryKey: consoleKeys.products,
    queryFn: ({ signal }) => consoleRequest('/api/operator/products', { schema: catalogueList, signal }),
  });
}

/** Every catalogue write answers the product as it is now; the list and the trail are refetched. */
function useProductWrite<Input>(call: (input: Input) => Promise<CatalogueProduct>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.products }),
        client.invalidateQueries({ queryKey: consoleKeys.auditLists }),
      ]);
    },
  });
}

export const useCreateProduct = () =>
  useProductWrite((input: CreateProductRequest) =>
    consoleRequest('/api/operator/products', { body: input, schema: catalogueProduct }),
  );

export const useUpdateProduct = (productId: number) =>
  useProductWrite((input: UpdateProductRequest) =>
    consoleRequest(`/api/operator/products/${productId}`, { body: input, schema: catalogueProduct }),
  );

/** The EPUB or PDF as the request body. */
export const useUploadEdition = (productId: number) =>
  useProductWrite(({ format, file }: { format: EditionFormat; file: File }) =>
    consoleRequest(`/api/operator/products/${productId}/editions/${format}`, {
      file: new Blob([file], { type: 'application/octet-stream' }),
      schema: catalogueProduct,
    }),
  );

/** The cover as the request body, as a JPG or PNG. */
export const useUploadCover = (productId: number) =>
  useProductWrite((file: File) =>
    consoleRequest(`/api/operator/products/${productId}/cover`, { file, schema: catalogueProduct }),
  );
