// One contact, opened in the screen's detail pane: the layout draws the screen and reads the id.
export default function ContactPage() {
  return null;
}
