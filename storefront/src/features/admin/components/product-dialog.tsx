import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CATEGORIES } from '@/lib/config'
import type { AdminProduct, AdminProductPayload } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverFieldErrors, serverMessage } from '@/lib/api-client'
import { useCreateProduct, useUpdateProduct } from '../api/save-product'
import {
  EMPTY_PRODUCT_FORM,
  productFieldErrors,
  productFormSchema,
  productFormValues,
  type ProductFormField,
  type ProductFormValues,
} from '../utils/product-form'
import { ImageUploader } from './image-uploader'
import { QuantityPricesField } from './quantity-prices-field'

/**
 * Add Product / Edit: create mode without a product, edit mode with one. After a
 * successful save it closes; the product table is refreshed by the save itself.
 */
export function ProductDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  product: AdminProduct | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        className="sm:max-w-3xl"
        title={product ? 'Edit Product' : 'Add New Product'}
        description={product ? `Change the details of ${product.name}.` : 'Fill in the details of the new product.'}
      >
        <ProductForm key={product?.id ?? 'new'} product={product} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600'

function ProductForm({ product, onSaved }: { product: AdminProduct | null; onSaved: () => void }) {
  const createProduct = useCreateProduct()
  const updateProduct = useUpdateProduct()
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, AdminProductPayload>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  })
  const [images, mainImage] = useWatch({ control, name: ['images', 'image'] })
  const quantityPrices = useFieldArray({ control, name: 'quantityPrices' })

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if (product) await updateProduct.mutateAsync({ id: product.id, payload })
      else await createProduct.mutateAsync(payload)
    } catch (error) {
      const fieldErrors = productFieldErrors(serverFieldErrors(error))
      let first = true
      for (const [field, message] of Object.entries(fieldErrors) as Array<[ProductFormField, string]>) {
        setError(field, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
      toast({
        title: product ? 'Failed to update product' : 'Failed to create product',
        description: serverMessage(error),
        variant: 'destructive',
      })
      return
    }
    toast({ title: product ? 'Product updated successfully' : 'Product created successfully' })
    onSaved()
  })

  function addImages(urls: string[]) {
    const nextImages = [...new Set([...getValues('images'), ...urls])]
    const main = getValues('image')
    setValue('images', nextImages, { shouldDirty: true })
    if (!main || !nextImages.includes(main)) setValue('image', nextImages[0] ?? '', { shouldDirty: true })
    clearErrors(['images', 'image'])
  }

  function removeImage(url: string) {
    const nextImages = getValues('images').filter((image) => image !== url)
    setValue('images', nextImages, { shouldDirty: true })
    if (getValues('image') === url) setValue('image', nextImages[0] ?? '', { shouldDirty: true })
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-name" label="Product Name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField id="product-brand" label="Brand" error={errors.brand?.message}>
          <Input autoComplete="off" {...register('brand')} />
        </FormField>
        <FormField
          id="product-sku"
          label="SKU"
          hint={product ? 'Unique, e.g. HP-M404N; left empty, it stays as it is' : 'Left empty, the SKU is made from the name'}
          error={errors.sku?.message}
        >
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('sku')} />
        </FormField>
      </div>

      <FormField id="product-description" label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-category" label="Category" error={errors.category?.message}>
          <Select {...register('category')}>
            {CATEGORIES.map(({ handle, label }) => (
              <option key={handle} value={handle}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="product-stock" label="Stock Quantity" error={errors.stockQuantity?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('stockQuantity')} />
        </FormField>
        <FormField id="product-price" label="Price" error={errors.price?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('price')} />
        </FormField>
        <FormField id="product-original-price" label="Original Price (Optional)" error={errors.originalPrice?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('originalPrice')} />
        </FormField>
      </div>

      <QuantityPricesField
        rows={quantityPrices.fields}
        register={register}
        onAdd={() => quantityPrices.append({ minQuantity: '', price: '' })}
        onRemove={(index) => quantityPrices.remove(index)}
        error={errors.quantityPrices?.message ?? errors.quantityPrices?.root?.message}
      />

      <ImageUploader
        images={images}
        mainImage={mainImage}
        onAdd={addImages}
        onRemove={removeImage}
        onChooseMain={(url) => setValue('image', url, { shouldDirty: true })}
        error={errors.images?.message ?? errors.image?.message}
      />

      <FormField
        id="product-specifications"
        label="Specifications"
        hint="One 'Key: Value' per line, e.g. Print Speed: 40 ppm"
        error={errors.specifications?.message}
      >
        <Textarea rows={4} className="font-mono" {...register('specifications')} />
      </FormField>

      <FormField id="product-features" label="Features" hint="One feature per line" error={errors.features?.message}>
        <Textarea rows={4} {...register('features')} />
      </FormField>

      {/* The server names an entry that matches no product (or two) in its field error. */}
      <FormField
        id="product-fits"
        label="Fits"
        hint="SKUs or product names this supply or accessory fits, one per line"
        error={errors.fits?.message}
      >
        <Textarea rows={3} spellCheck={false} {...register('fits')} />
      </FormField>

      <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
        <legend className="sr-only">Product flags</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('inStock')} />
          In Stock
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('isFeatured')} />
          Featured
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('isBusinessProduct')} />
          Business Product
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('published')} />
          Published
        </label>
      </fieldset>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
        </Button>
      </DialogFooter>
    </form>
  )
}
