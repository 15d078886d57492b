import { useEstimateOf } from '../price-estimate';

/** A dollar amount's estimate in the page's chosen currency, under or beside it; none without. */
export function Estimated({ usCents }: { usCents: number }) {
  const text = useEstimateOf()(usCents);
  return text && <span className="tour-estimate">{text}</span>;
}
