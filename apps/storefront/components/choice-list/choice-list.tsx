import styles from './choice-list.module.css';

export interface Choice {
  id: string;
  title: string;
  /** Muted lines under the title; empty ones are left out. */
  details: { text: string; testId?: string }[];
  /** Shown at the right: a price is bold, a label smaller. */
  aside?: { text: string; kind: 'price' | 'label' };
}

interface ChoiceListProps {
  legend: string;
  /** The radio group's name; one per page. */
  name: string;
  choices: Choice[];
  selected: string | null;
  onChange(id: string): void;
  testId: string;
  choiceTestId: string;
}

/** A radio group of cards: Tab reaches it, the arrow keys move between choices. */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, name, choices, selected, onChange } = props;
  return (
    <fieldset className={styles.choices} data-testid={props.testId}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className={styles.choice} data-testid={props.choiceTestId}>
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={selected === choice.id}
            onChange={() => onChange(choice.id)}
          />
          <span className={styles.text}>
            <span className={styles.title}>{choice.title}</span>
            {choice.details
              .filter((detail) => detail.text)
              .map((detail, index) => (
                <span key={index} className={styles.details} data-testid={detail.testId}>
                  {detail.text}
                </span>
              ))}
          </span>
          {choice.aside?.text && (
            <span className={styles[choice.aside.kind]}>{choice.aside.text}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
