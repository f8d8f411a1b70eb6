/** A coupon offered on a university-zone item (the card shows it; its modal shows the terms and steps). */
export interface CollegeCoupon {
  title: string;
  discount: string;
  summary: string;
  terms: readonly string[];
  steps: readonly string[];
}
