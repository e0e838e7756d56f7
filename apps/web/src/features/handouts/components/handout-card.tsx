import type { GameControl } from '@orbis/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { shortRules } from '../../../lib/short-rules';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './handouts.module.css';

type Team = GameControl['teams'][number];

/** One line of the price list: what it is called and what it costs. */
interface PriceLine {
  id: string;
  name: string;
  price: string;
}

/**
 * The game's price list in its language and money: the starting budget and each order that costs
 * money, the UFO's contact only in a game with UFOs. Sanctions and transfers cost nothing of
 * their own, so the card leaves them to the rules on the phone.
 */
export function priceLines(control: GameControl, texts: SystemMessages): PriceLine[] {
  const price = (key: string) => texts.money(control.prices[key] ?? 0);
  const ufo = control.game.mods.includes('ufo');
  return [
    { id: 'start_budget', name: texts.t('handout.start_budget'), price: price('start_budget') },
    { id: 'develop', name: texts.t('order.develop'), price: price('develop_cost') },
    { id: 'shield', name: texts.t('order.shield'), price: price('shield_cost') },
    { id: 'technology', name: texts.t('order.technology'), price: price('technology_cost') },
    {
      id: 'build_bombs',
      name: texts.t('order.build_bombs'),
      price: texts.t('player.price_each', { value: price('bomb_cost') }),
    },
    { id: 'attack', name: texts.t('order.attack'), price: texts.t('player.costs_bomb') },
    { id: 'ecology', name: texts.t('order.ecology'), price: price('ecology_cost') },
    ...(ufo
      ? [
          {
            id: 'ufo_contact',
            name: texts.t('order.ufo_contact'),
            price: price('ufo_contact_cost'),
          },
        ]
      : []),
  ];
}

/**
 * A team's card: the game, the country with its flag, the QR code of the team's own link and
 * the access code in large type, then the prices and the rules in short, all in the game's
 * language.
 */
export function HandoutCard({
  control,
  team,
  texts,
}: {
  control: GameControl;
  team: Team;
  texts: SystemMessages;
}) {
  const { game } = control;
  const { country } = team;
  const link = `${game.access_link}/${country.id}`;
  return (
    <article className={classes.card} data-testid="handout" data-country={country.id}>
      <header className={classes.head}>
        {country.flag && <img className={classes.flag} src={country.flag} alt="" />}
        <div className={classes.names}>
          <h2 className={classes.country}>{country.name}</h2>
          <div className={classes.game}>{game.title}</div>
        </div>
      </header>
      <section className={classes.join}>
        <QRCodeSVG
          className={classes.qr}
          value={link}
          size={160}
          marginSize={0}
          title={link}
          data-testid="handout-qr"
          data-value={link}
        />
        <div className={classes.joinText}>
          <div className={classes.codeLabel}>{texts.t('handout.access_code')}</div>
          <div className={classes.code} data-testid="handout-code">
            {team.access_code}
          </div>
          <div className={classes.hint}>{texts.t('handout.join')}</div>
          <div className={classes.link}>{link}</div>
        </div>
      </section>
      <div className={classes.columns}>
        <section>
          <h3 className={classes.subtitle}>{texts.t('handout.prices')}</h3>
          <table className={classes.prices}>
            <tbody>
              {priceLines(control, texts).map((line) => (
                <tr key={line.id} data-testid="handout-price">
                  <th scope="row">{line.name}</th>
                  <td>{line.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h3 className={classes.subtitle}>{texts.t('rules.title')}</h3>
          <ul className={classes.rules}>
            {shortRules(texts, { round: texts.t('handout.round') }).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <p className={classes.more} data-testid="handout-more">
            {texts.t('rules.short_phone')}
          </p>
        </section>
      </div>
    </article>
  );
}
