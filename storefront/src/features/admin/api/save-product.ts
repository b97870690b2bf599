import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminProductSchema, type AdminProduct, type AdminProductPayload } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { invalidateCatalogue } from './invalidate'

/** POST /api/admin/products: the new product. */
export async function createProduct(payload: AdminProductPayload): Promise<AdminProduct> {
  const response = await adminRequest('POST', '/api/admin/products', { json: payload })
  return adminProductSchema.parse(await response.json())
}

/** PUT /api/admin/products/{id} with every field of the dialog: the product as it now is. */
export async function updateProduct({ id, payload }: { id: string; payload: AdminProductPayload }): Promise<AdminProduct> {
  const response = await adminRequest('PUT', `/api/admin/products/${encodeURIComponent(id)}`, { json: payload })
  return adminProductSchema.parse(await response.json())
}

/** DELETE /api/admin/products/{id}; only its success matters, so the answer is not read. */
export async function deleteProduct(id: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/products/${encodeURIComponent(id)}`)
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateCatalogue(queryClient) })
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateCatalogue(queryClient) })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateCatalogue(queryClient) })
}
