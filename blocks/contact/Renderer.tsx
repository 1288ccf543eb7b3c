import type { ContactBlock, ContactChannel } from '../../schemas/generated/blocks/contact';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import styles from './styles.module.css';

export default function Contact({ title, text, channels }: ContactBlock) {
  return (
    <section className={styles.contact} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} className={styles.text} />
      <ul className={styles.channels}>
        {channels.map((channel, index) => (
          <li key={index} className={styles.channel} data-channel={channel.kind}>
            <h3 className={styles.label}>{channel.label}</h3>
            <ChannelDetail channel={channel} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The channel itself: a number to call, an address to write to, a form to open. */
function ChannelDetail({ channel }: { channel: ContactChannel }) {
  switch (channel.kind) {
    case 'phone':
      return (
        <>
          <a className={styles.value} href={`tel:${channel.number.replace(/ /g, '')}`}>
            {channel.number}
          </a>
          {channel.cost && <p className={styles.note}>{channel.cost}</p>}
          {channel.hours && <p className={styles.note}>{channel.hours}</p>}
        </>
      );
    case 'email':
      return (
        <>
          <a className={styles.value} href={`mailto:${channel.email}`}>
            {channel.email}
          </a>
          {channel.hours && <p className={styles.note}>{channel.hours}</p>}
        </>
      );
    case 'address':
      return (
        <address className={styles.address}>
          {channel.lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      );
    case 'link':
      return (
        <>
          <SmartLink link={channel.link} />
          {channel.hours && <p className={styles.note}>{channel.hours}</p>}
        </>
      );
  }
}
