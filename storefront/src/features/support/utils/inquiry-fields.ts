import { z } from 'zod'
import type { Option } from '@printshop/contract'

/** The values of a list of choices. */
export const valuesOf = <T extends string>(options: readonly Option<T>[]): T[] => options.map((option) => option.value)

/** An optional choice: empty (nothing picked, so nothing is sent), or one of the listed values. */
export const optionalChoice = (values: readonly string[], message: string) =>
  z.string().refine((value) => value === '' || values.includes(value), message)
