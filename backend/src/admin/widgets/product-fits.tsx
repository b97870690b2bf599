import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, HttpTypes } from "@medusajs/framework/types"
import { PencilSquare } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, Text, Textarea, toast } from "@medusajs/ui"
import { splitFitsText } from "@printshop/contract"
import { type FormEvent, useState } from "react"
import { type LinkedProduct, useProductFits, useSaveProductFits } from "../api/product-fits"
import { DrawerSaveFooter, Field, invalid } from "../components/drawer-form"
import { errorMessage, fieldErrorsOf } from "../lib/shop-api"
import { ShopQueries } from "../lib/shop-queries"

function ProductList({ products, empty }: { products: LinkedProduct[]; empty: string }) {
  if (!products.length) return <Text size="small" className="text-ui-fg-muted">{empty}</Text>
  return (
    <ul className="flex flex-col gap-y-1">
      {products.map((product) => (
        <li key={product.id}>
          <a href={`/app/products/${product.id}`} className="text-ui-fg-interactive hover:underline">
            {product.title}
          </a>
          {product.sku && <span className="text-ui-fg-subtle font-mono text-xs"> {product.sku}</span>}
          {product.status !== "published" && <span className="text-ui-fg-muted text-xs"> (draft)</span>}
        </li>
      ))}
    </ul>
  )
}

/**
 * Supplies and accessories (docs/using-the-shop.md, "Supplies and accessories"): the products this
 * one fits (edited here, by SKU or name) and the supplies that fit it (edited on theirs).
 */
function ProductFits({ productId }: { productId: string }) {
  const { data, isPending, isError, error } = useProductFits(productId)
  const [editing, setEditing] = useState(false)

  return (
    <Container role="region" className="divide-y p-0" aria-labelledby="shop-fits-heading">
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h2" id="shop-fits-heading">
            Supplies and accessories
          </Heading>
          <Text size="small" className="text-ui-fg-subtle">
            What this product fits, and what fits it
          </Text>
        </div>
        {data && (
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            <PencilSquare />
            Edit
          </Button>
        )}
      </div>
      {isPending ? (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          Loading...
        </Text>
      ) : isError ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4" role="alert">
          Could not load the links: {errorMessage(error)}
        </Text>
      ) : (
        <>
          <div className="flex flex-col gap-y-2 px-6 py-4">
            <Text size="small" weight="plus">
              Fits
            </Text>
            <ProductList products={data.fits} empty="Fits no other product." />
          </div>
          <div className="flex flex-col gap-y-2 px-6 py-4">
            <Text size="small" weight="plus">
              Supplies and accessories for it
            </Text>
            <ProductList products={data.supplies} empty="None linked yet: link them on the supply's page." />
          </div>
        </>
      )}
      {data && (
        <Drawer open={editing} onOpenChange={setEditing}>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Products this one fits</Drawer.Title>
            </Drawer.Header>
            {editing && <FitsForm productId={productId} initial={data.fits} onDone={() => setEditing(false)} />}
          </Drawer.Content>
        </Drawer>
      )}
    </Container>
  )
}

function FitsForm({ productId, initial, onDone }: { productId: string; initial: LinkedProduct[]; onDone: () => void }) {
  const save = useSaveProductFits(productId)
  const [text, setText] = useState(initial.map((product) => product.sku ?? product.title).join("\n"))
  const problem = fieldErrorsOf(save.error).fits ?? (save.error ? errorMessage(save.error) : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(splitFitsText(text), {
      onSuccess: () => {
        toast.success("Links saved")
        onDone()
      },
    })
  }

  return (
    <form onSubmit={submit} className="flex flex-1 flex-col overflow-hidden">
      <Drawer.Body className="flex flex-col gap-y-2 overflow-y-auto">
        <Field
          id="shop-fits"
          label="Fits (SKUs or product names)"
          hint="One per line (or separated by commas). The storefront shows this product with each of them."
          error={problem}
        >
          <Textarea id="shop-fits" rows={8} value={text} onChange={(event) => setText(event.target.value)} {...invalid("shop-fits", problem)} />
        </Field>
      </Drawer.Body>
      <DrawerSaveFooter saving={save.isPending} />
    </form>
  )
}

const ProductFitsWidget = ({ data }: DetailWidgetProps<HttpTypes.AdminProduct>) => (
  <ShopQueries>
    <ProductFits productId={data.id} />
  </ShopQueries>
)

export const config = defineWidgetConfig({
  zone: "product.details.side.after",
})

export default ProductFitsWidget
