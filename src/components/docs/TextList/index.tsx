interface Props {
  readonly items: readonly string[];
  readonly ordered?: boolean;
}

/** A plain list of sentences from a data module, for MDX where `.map` would clutter the prose. */
export default function TextList({items, ordered = false}: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
