// The list with nothing selected: the layout draws the screen.
export default function ContactsPage() {
  return null;
}
