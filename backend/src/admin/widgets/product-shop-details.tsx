import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, HttpTypes } from "@medusajs/framework/types"
import { PencilSquare } from "@medusajs/icons"
import { Badge, Button, Container, Drawer, Heading, Hint, Input, Label, Switch, Text, Textarea, toast } from "@medusajs/ui"
import { type AdminProduct, parseSpecificationLines, specificationLines } from "@printshop/contract"
import { type FormEvent, useState } from "react"
import { type ProductDetailsChange, useSaveProductDetails, useShopProduct } from "../api/product-details"
import { formatDollars } from "../components/format"
import { DrawerSaveFooter, Field, invalid } from "../components/drawer-form"
import { SectionRow } from "../components/section-row"
import { errorMessage, fieldErrorsOf } from "../lib/shop-api"
import { ShopQueries } from "../lib/shop-queries"

/** The drawer's fields as typed: text areas hold one entry a line, the original price is text. */
type DetailsForm = {
  brand: string
  specifications: string
  features: string
  isFeatured: boolean
  isBusinessProduct: boolean
  originalPrice: string
  /** As the CSV writes them: 5:42.00|10:39.00. */
  quantityPrices: string
}

function formOf(product: AdminProduct): DetailsForm {
  const specifications = typeof product.specifications === "string" ? product.specifications : specificationLines(product.specifications)
  return {
    brand: product.brand,
    specifications,
    features: product.features.join("\n"),
    isFeatured: product.isFeatured,
    isBusinessProduct: product.isBusinessProduct,
    originalPrice: product.originalPrice ?? "",
    quantityPrices: (product.quantityPrices ?? []).map((tier) => `${tier.minQuantity}:${tier.price}`).join("|"),
  }
}

function changeOf(form: DetailsForm): ProductDetailsChange {
  const originalPrice = form.originalPrice.trim()
  return {
    brand: form.brand.trim(),
    specifications: form.specifications,
    features: form.features
      .split(/\r?\n/)
      .map((feature) => feature.trim())
      .filter(Boolean),
    isFeatured: form.isFeatured,
    isBusinessProduct: form.isBusinessProduct,
    originalPrice: originalPrice === "" ? null : originalPrice,
    quantityPrices: form.quantityPrices.trim(),
  }
}

const specificationPairs = (product: AdminProduct): Array<[string, string]> =>
  typeof product.specifications === "string" ? parseSpecificationLines(product.specifications) : Object.entries(product.specifications ?? {})

const YesNo = ({ value }: { value: boolean }) => (
  <Badge size="2xsmall" color={value ? "green" : "grey"}>
    {value ? "Yes" : "No"}
  </Badge>
)

const None = () => <span className="text-ui-fg-muted">-</span>

/**
 * The shop's details of a product (docs/architecture.md, "Where the data lives"): what the
 * storefront shows beyond Medusa's own fields.
 */
function ProductShopDetails({ productId }: { productId: string }) {
  const { data: product, isPending, isError, error } = useShopProduct(productId)
  const [editing, setEditing] = useState(false)
  const specifications = product ? specificationPairs(product) : []

  return (
    <Container role="region" className="divide-y p-0" aria-labelledby="shop-details-heading">
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h2" id="shop-details-heading">
            Shop details
          </Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Brand, quantity prices, specifications and badges the storefront shows
          </Text>
        </div>
        {product && (
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            <PencilSquare />
            Edit
          </Button>
        )}
      </div>

      {isPending ? (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          Loading the shop's details...
        </Text>
      ) : isError ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4" role="alert">
          Could not load the shop's details: {errorMessage(error)}
        </Text>
      ) : (
        <>
          <SectionRow label="Brand">{product.brand || <None />}</SectionRow>
          <SectionRow label="Price">{formatDollars(product.price)}</SectionRow>
          <SectionRow label="Original price">{product.originalPrice ? formatDollars(product.originalPrice) : <None />}</SectionRow>
          <SectionRow label="Quantity prices">
            {product.quantityPrices?.length ? (
              <ul className="flex flex-col gap-y-1">
                {product.quantityPrices.map((tier) => (
                  <li key={tier.minQuantity}>{`${tier.minQuantity}+ units: ${formatDollars(tier.price)} each`}</li>
                ))}
              </ul>
            ) : (
              <None />
            )}
          </SectionRow>
          <SectionRow label="Featured">
            <YesNo value={product.isFeatured} />
          </SectionRow>
          <SectionRow label="Business product">
            <YesNo value={product.isBusinessProduct} />
          </SectionRow>
          <SectionRow label="Specifications">
            {specifications.length ? (
              <dl className="flex flex-col gap-y-1">
                {specifications.map(([key, value]) => (
                  <div key={key}>
                    <dt className="text-ui-fg-base inline font-medium">{key}:</dt> <dd className="inline">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <None />
            )}
          </SectionRow>
          <SectionRow label="Features">
            {product.features.length ? (
              <ul className="flex list-disc flex-col gap-y-1 pl-4">
                {product.features.map((feature, index) => (
                  <li key={`${index}-${feature}`}>{feature}</li>
                ))}
              </ul>
            ) : (
              <None />
            )}
          </SectionRow>
          <Drawer open={editing} onOpenChange={setEditing}>
            <Drawer.Content>
              <EditDetails productId={productId} product={product} onDone={() => setEditing(false)} />
            </Drawer.Content>
          </Drawer>
        </>
      )}
    </Container>
  )
}

/** The edit form; mounted each time the drawer opens, so it starts from the product as saved. */
function EditDetails({ productId, product, onDone }: { productId: string; product: AdminProduct; onDone: () => void }) {
  const [form, setForm] = useState(() => formOf(product))
  const save = useSaveProductDetails(productId)
  const errors = fieldErrorsOf(save.error)
  const set = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => setForm((current) => ({ ...current, [key]: value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(changeOf(form), {
      onSuccess: (saved) => {
        toast.success("Shop details saved", { description: `${saved.name} shows the new details in the shop.` })
        onDone()
      },
      onError: (error) => toast.error("Could not save the shop details", { description: errorMessage(error) }),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col overflow-hidden">
      <Drawer.Header>
        <Drawer.Title>Edit shop details</Drawer.Title>
        <Drawer.Description className="sr-only">The brand, specifications, features and badges of {product.name}.</Drawer.Description>
      </Drawer.Header>
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        <Field id="shop-brand" label="Brand" hint="The maker, shown with the product's name." error={errors.brand}>
          <Input id="shop-brand" value={form.brand} onChange={(event) => set("brand", event.target.value)} {...invalid("shop-brand", errors.brand)} />
        </Field>
        <Field
          id="shop-original-price"
          label="Original price"
          hint="The price before a discount, like 299.99. Leave empty for none."
          error={errors.originalPrice}
        >
          <Input
            id="shop-original-price"
            inputMode="decimal"
            placeholder="299.99"
            value={form.originalPrice}
            onChange={(event) => set("originalPrice", event.target.value)}
            {...invalid("shop-original-price", errors.originalPrice)}
          />
        </Field>
        <Field
          id="shop-quantity-prices"
          label="Quantity prices"
          hint="Lower unit prices from a number of units on: units:price, separated by |, like 5:42.00|10:39.00. Each lower than the one before; leave empty for none."
          error={errors.quantityPrices}
        >
          <Input
            id="shop-quantity-prices"
            placeholder="5:42.00|10:39.00"
            value={form.quantityPrices}
            onChange={(event) => set("quantityPrices", event.target.value)}
            {...invalid("shop-quantity-prices", errors.quantityPrices)}
          />
        </Field>
        <Field id="shop-specifications" label="Specifications" hint="One 'Key: Value' a line." error={errors.specifications}>
          <Textarea
            id="shop-specifications"
            rows={6}
            placeholder={"Print Speed: 40 ppm\nConnectivity: USB, Wi-Fi"}
            value={form.specifications}
            onChange={(event) => set("specifications", event.target.value)}
            {...invalid("shop-specifications", errors.specifications)}
          />
        </Field>
        <Field id="shop-features" label="Features" hint="One feature a line." error={errors.features}>
          <Textarea
            id="shop-features"
            rows={5}
            value={form.features}
            onChange={(event) => set("features", event.target.value)}
            {...invalid("shop-features", errors.features)}
          />
        </Field>
        <Toggle
          id="shop-featured"
          label="Featured"
          hint="Shown among the featured products on the home page."
          checked={form.isFeatured}
          error={errors.isFeatured}
          onChange={(value) => set("isFeatured", value)}
        />
        <Toggle
          id="shop-business"
          label="Business product"
          hint="Listed in the shop's business solutions."
          checked={form.isBusinessProduct}
          error={errors.isBusinessProduct}
          onChange={(value) => set("isBusinessProduct", value)}
        />
      </Drawer.Body>
      <DrawerSaveFooter saving={save.isPending} />
    </form>
  )
}

function Toggle(props: { id: string; label: string; hint: string; checked: boolean; error?: string; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-x-4">
      <div className="flex flex-col gap-y-1">
        <Label htmlFor={props.id} size="small" weight="plus">
          {props.label}
        </Label>
        {props.error ? (
          <Hint id={`${props.id}-error`} variant="error">
            {props.error}
          </Hint>
        ) : (
          <Hint id={`${props.id}-hint`}>{props.hint}</Hint>
        )}
      </div>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} {...invalid(props.id, props.error)} />
    </div>
  )
}

const ProductShopDetailsWidget = ({ data }: DetailWidgetProps<HttpTypes.AdminProduct>) => (
  <ShopQueries>
    <ProductShopDetails productId={data.id} />
  </ShopQueries>
)

export const config = defineWidgetConfig({
  zone: "product.details.after",
})

export default ProductShopDetailsWidget
