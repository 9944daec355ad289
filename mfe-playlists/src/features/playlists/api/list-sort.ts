/** The order a customer picks for a list: a field, and which way. */
export interface Sort<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

/** The API takes an order as 'field direction'. */
export const sortParam = ({ field, direction }: Sort<string>) => `${field} ${direction}`;
