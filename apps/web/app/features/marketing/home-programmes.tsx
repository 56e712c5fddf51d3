import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { Tabs } from '~/components/tabs';
import { paths } from '~/lib/paths';

const programmes = [
  {
    key: 'degrees',
    label: 'Degrees',
    type: 'Degree',
    heading: 'Accredited degrees',
    text: 'Undergraduate and postgraduate degrees whose modules were reviewed by employers against the skills they hire for. Learners on accredited degrees do better: 84% get a first or a 2:1, against 76% overall.',
    points: [
      'Modules mapped to the skills employers ask for',
      'Real briefs and projects set by network employers',
      'Free membership and digital credentials for every learner',
    ],
    action: 'Browse accredited degrees',
  },
  {
    key: 'apprenticeships',
    label: 'Apprenticeships',
    type: 'Apprenticeship',
    heading: 'Accredited apprenticeships',
    text: 'Earn while you learn on apprenticeships from level 3 to level 7, designed with the employers who take on apprentices. Accredited apprentices earn an average salary of £35,000.',
    points: [
      'Levels 3 to 7, from entry roles to master’s level',
      'Training that matches the job, agreed with employers',
      'A route into more than 400 employers in the network',
    ],
    action: 'Browse accredited apprenticeships',
  },
  {
    key: 'training',
    label: 'Training',
    type: 'Training Programme',
    heading: 'Accredited training programmes',
    text: 'Bootcamps and short courses for career changers and people already in work, held to the same standard as degrees and apprenticeships.',
    points: [
      'Intensive, practical courses built around real projects',
      'Skills credentials you can show to employers',
      'Support to take the next step in your career',
    ],
    action: 'Browse accredited training',
  },
];

/** Home: programme tabs (SPEC §2: degrees, apprenticeships, training). */
export function HomeProgrammes() {
  return (
    <Tabs
      label="Programme types"
      items={programmes.map((programme) => ({
        key: programme.key,
        label: programme.label,
        panel: (
          <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[1.3fr_1fr] md:p-8">
            <div>
              <h3 className="text-2xl font-bold text-navy-950">{programme.heading}</h3>
              <p className="mt-3 text-lg text-slate-700">{programme.text}</p>
              <Link
                to={`${paths.courses()}?type=${encodeURIComponent(programme.type)}`}
                className={buttonClass('primary', 'mt-6')}
              >
                {programme.action}
              </Link>
            </div>
            <ul className="space-y-3 self-center">
              {programme.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-800">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-800">
                    <Icon name="tick" className="size-4" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ),
      }))}
    />
  );
}
