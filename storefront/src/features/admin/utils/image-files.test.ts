import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@printshop/contract'
import { IMAGE_KINDS_TEXT, imageFileKey, sortImageFiles, uploadSummary } from './image-files'

function file(name: string, type: string, size = 100) {
  const made = new File(['x'], name, { type, lastModified: 1 })
  Object.defineProperty(made, 'size', { value: size })
  return made
}

describe('sortImageFiles', () => {
  it('accepts images, fails other types and files over 10 MB, and skips duplicates', () => {
    const photo = file('photo.jpg', 'image/jpeg')
    const result = sortImageFiles(
      [photo, file('notes.pdf', 'application/pdf'), file('big.png', 'image/png', MAX_IMAGE_BYTES + 1), file('photo.jpg', 'image/jpeg'), file('logo.webp', 'image/webp')],
      { added: new Set() },
    )
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['photo.jpg', 'logo.webp'])
    expect(result.rejected).toEqual([
      { name: 'notes.pdf', message: `Not an image file (${IMAGE_KINDS_TEXT})` },
      { name: 'big.png', message: 'Larger than 10 MB' },
    ])
    expect(result.duplicates).toBe(1)
  })

  it('takes a file of exactly 10 MB', () => {
    expect(sortImageFiles([file('edge.png', 'image/png', MAX_IMAGE_BYTES)], { added: new Set() }).accepted).toHaveLength(1)
  })

  it('skips files added before and stops at the product image limit', () => {
    const before = file('a.png', 'image/png')
    const result = sortImageFiles([before, file('b.png', 'image/png'), file('c.png', 'image/png')], {
      added: new Set([imageFileKey(before)]),
      room: 1,
    })
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['b.png'])
    expect(result.duplicates).toBe(1)
    expect(result.rejected).toEqual([{ name: 'c.png', message: `A product can have at most ${MAX_PRODUCT_IMAGES} images` }])
  })
})

describe('IMAGE_KINDS_TEXT', () => {
  it('names the kinds of image the server takes', () => {
    expect(IMAGE_KINDS_TEXT).toMatch(/^PNG, JPG, GIF, WebP.* or AVIF$/)
  })
})

describe('uploadSummary', () => {
  it('counts what was uploaded and what failed', () => {
    expect(uploadSummary(3, 0)).toBe('3 images uploaded successfully')
    expect(uploadSummary(2, 1)).toBe('2 images uploaded successfully, 1 failed')
    expect(uploadSummary(1, 0)).toBe('1 image uploaded successfully')
  })
})
