/** The 'Request Your Guide' form of the Contact page. */
export function BookingForm() {
  return <h3 className="h4">Request Your Guide</h3>;
}
