import type { ServiceChoice } from '@/lib/booking/types';
import styles from './booking.module.css';

interface ServiceChoicesProps {
  services: ServiceChoice[];
  selected: string | null;
  onChange(id: string): void;
}

/** A radio group: Tab reaches it, the arrow keys move between services, each move loads slots. */
export function ServiceChoices({ services, selected, onChange }: ServiceChoicesProps) {
  return (
    <fieldset className={styles.services} data-testid="booking-services">
      <legend className={styles.legend}>Choose a service</legend>
      {services.map((service) => (
        <label key={service.id} className={styles.service} data-testid="booking-service">
          <input
            type="radio"
            name="service"
            value={service.id}
            checked={selected === service.id}
            onChange={() => onChange(service.id)}
          />
          <span className={styles.serviceText}>
            <span className={styles.serviceName}>{service.name}</span>
            <span className={styles.serviceDetails}>
              {[service.type, service.duration].filter(Boolean).join(' · ')}
            </span>
          </span>
          {service.price && <span className={styles.price}>{service.price}</span>}
        </label>
      ))}
    </fieldset>
  );
}
