import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_IMAGE, productImages, resolveProductImage } from './product-image'

describe('resolveProductImage', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', 'http://cdn.example.com/a.png'],
    ['/src/assets/products/laser.jpg', '/images/products/laser.jpg'],
    ['laser.jpg', '/images/products/laser.jpg'],
    ['/images/laser.jpg', '/images/products/laser.jpg'],
    ['/images/products/laser.svg', '/images/products/laser.svg'],
    ['/static/1718000000000-laser.png', '/static/1718000000000-laser.png'],
    ['', PLACEHOLDER_IMAGE],
  ])('maps %s to %s', (input, expected) => {
    expect(resolveProductImage(input)).toBe(expected)
  })

  it('puts the main image first without duplicates', () => {
    expect(productImages({ image: 'a.jpg', images: ['/images/products/a.jpg', 'b.jpg'] })).toEqual([
      '/images/products/a.jpg',
      '/images/products/b.jpg',
    ])
  })
})
