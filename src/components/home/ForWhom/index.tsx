import Heading from '@theme/Heading';
import {findCourse} from '@site/src/components/docs/CourseList';
import {audience, formatSchoolYear} from '@site/src/data/school';
import Section, {CardGrid} from '../Section';
import styles from './styles.module.css';

const AUDIENCES = [
  {
    title: `${formatSchoolYear(audience.youngestSchoolYear)}から中学生のお子さま`,
    text: '好きなゲームやものづくりをきっかけに、順序立てて考える練習を重ねます。',
  },
  {
    title: '高校生・大学生の方',
    text: 'ゲームやアプリを一本完成させ、進学や就職で見せられる作品を目指します。',
  },
  {
    title: '社会人・大人の方',
    text: '仕事や家事の合間に、作ってみたかったものを自分のペースで形にします。',
  },
  {
    title: '保護者の方へ',
    text: '習い事や部活と両立しやすい完全予約制です。オンラインなら送り迎えも要りません。',
  },
];

export default function ForWhom() {
  return (
    <Section
      id="for-whom"
      title="こんな方におすすめです"
      lead={`初めての方は、${findCourse('beginner').name}から始められます。一人ひとりの目的に合わせて進めます。`}>
      <CardGrid>
        {AUDIENCES.map(({title, text}) => (
          <li key={title} className={`card ${styles.audience}`}>
            <Heading as="h3">{title}</Heading>
            <p>{text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
