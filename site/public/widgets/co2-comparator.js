/*
 * Carbon footprint comparator, the site's own widget (used by the widget block's example and
 * the landing page). mount(id) draws it in the element with that id; configure(id, dataset)
 * sets the route and its distance in km (data-route, data-distance on the calling script).
 * Factors: kg CO2e per passenger-km, rounded from ADEME's transport factors.
 */
(function () {
  'use strict';
  var FACTORS = { train: 0.0029, car: 0.218, plane: 0.23 };
  var TEXTS = {
    fr: {
      train: 'Train',
      car: 'Voiture (seul)',
      plane: 'Avion',
      intro: 'Émissions pour un aller simple',
      unit: 'kg CO₂e',
      pick: 'Choisissez un trajet',
    },
    en: {
      train: 'Train',
      car: 'Car (alone)',
      plane: 'Plane',
      intro: 'Emissions for a single journey',
      unit: 'kg CO₂e',
      pick: 'Choose a route',
    },
    es: {
      train: 'Tren',
      car: 'Coche (solo)',
      plane: 'Avión',
      intro: 'Emisiones de un trayecto de ida',
      unit: 'kg CO₂e',
      pick: 'Elija un trayecto',
    },
    it: {
      train: 'Treno',
      car: 'Auto (da solo)',
      plane: 'Aereo',
      intro: 'Emissioni per un viaggio di sola andata',
      unit: 'kg CO₂e',
      pick: 'Scegli un percorso',
    },
  };
  var settings = {};

  function language() {
    var lang = (document.documentElement.lang || 'fr').slice(0, 2);
    return TEXTS[lang] ? lang : 'fr';
  }

  function texts() {
    return TEXTS[language()];
  }

  function draw(id) {
    var mount = document.getElementById(id);
    if (!mount) return;
    var text = texts();
    var config = settings[id] || {};
    var distance = Number(config.distance);
    mount.textContent = '';
    var intro = document.createElement('p');
    intro.textContent = config.route ? text.intro + ' ' + config.route + ' (' + distance + ' km)' : text.pick;
    mount.appendChild(intro);
    if (!(distance > 0)) return;
    var list = document.createElement('ul');
    list.setAttribute('data-co2-comparison', '');
    Object.keys(FACTORS).forEach(function (mode) {
      var item = document.createElement('li');
      var kg = FACTORS[mode] * distance;
      // French puts a space before the colon; the other languages do not.
      var separator = language() === 'fr' ? ' : ' : ': ';
      item.textContent = text[mode] + separator + kg.toLocaleString(language(), { maximumFractionDigits: 1 }) + ' ' + text.unit;
      list.appendChild(item);
    });
    mount.appendChild(list);
  }

  window.QuaiCo2Comparator = {
    mount: function (id) {
      settings[id] = settings[id] || {};
      draw(id);
    },
    configure: function (id, dataset) {
      settings[id] = { route: dataset.route, distance: dataset.distance };
      draw(id);
    },
  };
})();
