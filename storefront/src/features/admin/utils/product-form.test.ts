import { describe, expect, it } from 'vitest'
import { adminProductBodySchema } from '@printshop/contract'
import { makeProduct } from '@/testing/fixtures'
import { EMPTY_PRODUCT_FORM, parseStockQuantity, productFieldErrors, productFormSchema, productFormValues } from './product-form'

describe('parseStockQuantity', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['15 units', 15],
    ['', 0],
    ['many', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseStockQuantity(text)).toBe(expected)
  })
})

describe('productFormSchema', () => {
  it('turns the dialog fields into a body the contract accepts', () => {
    const payload = productFormSchema.parse({
      ...EMPTY_PRODUCT_FORM,
      name: 'ScanJet Pro',
      price: '449.99',
      images: ['/static/a.png', '/static/b.png', '/static/a.png'],
      specifications: 'Speed: 40 ppm\nDuplex: Yes',
      features: 'Fast\n\n  Quiet ',
    })
    expect(payload).toMatchObject({
      image: '/static/a.png',
      images: ['/static/a.png', '/static/b.png'],
      originalPrice: null,
      stockQuantity: 0,
      features: ['Fast', 'Quiet'],
    })
    const body = adminProductBodySchema.parse(payload)
    expect(body.specifications).toEqual([
      ['Speed', '40 ppm'],
      ['Duplex', 'Yes'],
    ])
    expect(body.price).toBe(449.99)
  })

  it('keeps the chosen main image', () => {
    const payload = productFormSchema.parse({ ...EMPTY_PRODUCT_FORM, image: '/static/b.png', images: ['/static/a.png', '/static/b.png'] })
    expect(payload.image).toBe('/static/b.png')
  })

  it('sends the SKU trimmed and in capitals, and no SKU when left empty', () => {
    expect(productFormSchema.parse({ ...EMPTY_PRODUCT_FORM, sku: ' hp-m404n ' }).sku).toBe('HP-M404N')
    expect(productFormSchema.parse({ ...EMPTY_PRODUCT_FORM, sku: '  ' })).not.toHaveProperty('sku')
    expect(productFormSchema.safeParse({ ...EMPTY_PRODUCT_FORM, sku: 'HP M404N' }).error?.issues[0]).toMatchObject({ path: ['sku'] })
  })

  it('sends what the product fits as a list, split at new lines, commas and pipes', () => {
    expect(productFormSchema.parse({ ...EMPTY_PRODUCT_FORM, fits: ' HP-M404N\n\nLaserJet Pro M428fdw, HP-M479FDW|X ' }).fits).toEqual([
      'HP-M404N',
      'LaserJet Pro M428fdw',
      'HP-M479FDW',
      'X',
    ])
    expect(productFormSchema.parse(EMPTY_PRODUCT_FORM).fits).toEqual([])
  })

  it('does not check required fields itself (the server does)', () => {
    expect(productFormSchema.safeParse(EMPTY_PRODUCT_FORM).success).toBe(true)
  })
})

describe('productFormValues', () => {
  it('opens a product with its main image first among its images, and its specifications and what it fits as lines', () => {
    const values = productFormValues({
      ...makeProduct({ image: '/static/main.png', images: ['/static/side.png'], specifications: { Speed: '40 ppm' }, originalPrice: null }),
      published: true,
      createdAt: null,
      fits: ['HP-M404N', 'HP-M428FDW'],
      stockAlerts: 0,
    })
    expect(values).toMatchObject({
      image: '/static/main.png',
      images: ['/static/main.png', '/static/side.png'],
      specifications: 'Speed: 40 ppm',
      originalPrice: '',
      stockQuantity: '12',
      fits: 'HP-M404N\nHP-M428FDW',
    })
  })
})

describe('productFieldErrors', () => {
  it('puts each server message on its field, the first message of a field winning', () => {
    expect(
      productFieldErrors({ name: 'Product name is required', 'images.1': 'Bad image', 'images.2': 'Other', unknown: 'x' }),
    ).toEqual({ name: 'Product name is required', images: 'Bad image' })
  })
})
