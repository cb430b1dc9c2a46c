import type { Court } from './schema';

/**
 * Where the court details below come from, and when: the HMCTS Find a Court production data of March 2021
 * (github hmcts/fact-api, V069__prod_data.sql; FACTS.md §7): names, addresses, postcodes, phone numbers, emails,
 * hours, coordinates and the Find a Court page names (slugs). No one has checked them against the live Find a
 * Court pages since, so the court locations page says where they come from and how old they are (never a "last
 * checked" date), and tells visitors to check each court's Find a Court page before they travel.
 */
export const COURT_DETAILS_SOURCE = {
  name: 'HMCTS Find a Court data',
  /** The month the data describes (ISO year and month). */
  asOf: '2021-03',
} as const;

/** Said of every court: what a visitor can rely on without building-specific facility data. */
const ADJUSTMENTS = 'Tell the court before your hearing about any access needs or adjustments you need, such as step-free access, a hearing enhancement system, breaks or an interpreter';
const SECURITY = 'Everyone goes through a security check at the entrance, so allow extra time';
const FACILITIES = 'Check the facilities for this building on its Find a Court page';

/** No public parking at these city-centre buildings; the card adds "No visitor parking at the court." itself. */
const CITY_CENTRE_PARKING = {
  available: false,
  cost: 'Nearby public car parks charge',
  details: 'Public transport is usually easier.',
} as const;

/**
 * Spec 3 "court": the six courts in spec order (Central London, Birmingham, Manchester, Leeds, Bristol,
 * Newcastle), true to FACTS.md §7. Newcastle is the Civil & Family Courts and Tribunals Centre at Barras Bridge,
 * where the County Court now sits, not the Quayside Combined Court Centre.
 */
export const courts: readonly Court[] = [
  {
    id: 'central-london',
    name: 'Central London County Court',
    address: 'Thomas More Building, Royal Courts of Justice, Strand',
    postcode: 'WC2A 2LL',
    city: 'London',
    region: 'London',
    phone: '0300 123 5577',
    email: 'enquiries.centrallondon.countycourt@justice.gov.uk',
    type: 'County Court',
    services: ['Small claims and other civil money claims', 'Other County Court civil cases'],
    openingHours: {
      weekdays: 'Monday to Friday, 9am to 4pm; counter by appointment only',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-Fr 09:00-16:00'],
    parking: {
      available: false,
      cost: 'Nearby public car parks charge, and the court is inside the central London Congestion Charge zone',
      details: 'Public transport is the easiest way to get there.',
    },
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Many London bus routes run along the Strand and Fleet Street, outside the Royal Courts of Justice',
      train: 'Nearest main line stations: City Thameslink and London Blackfriars, each about 10 to 15 minutes’ walk',
      metro: 'London Underground: Temple (District and Circle lines) and Chancery Lane (Central line)',
    },
    coordinates: { lat: 51.5141, lng: -0.1137 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/central-london-county-court',
  },
  {
    id: 'birmingham',
    name: 'Birmingham Civil and Family Justice Centre',
    address: 'Priory Courts, 33 Bull Street',
    postcode: 'B4 6DS',
    city: 'Birmingham',
    region: 'West Midlands',
    phone: '0300 123 5577',
    email: 'enquiries.birmingham.countycourt@justice.gov.uk',
    type: 'County Court',
    services: ['Small claims and other civil money claims', 'Other County Court civil cases', 'Family Court'],
    openingHours: {
      weekdays: 'Monday to Friday, building open 9am to 5pm; counter by appointment only',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-Fr 09:00-17:00'],
    parking: CITY_CENTRE_PARKING,
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Many local bus routes serve Birmingham city centre, with stops on and near Corporation Street and Bull Street',
      train: 'Birmingham Snow Hill is a few minutes’ walk; Birmingham Moor Street and Birmingham New Street are also within walking distance',
      metro: 'West Midlands Metro: Bull Street stop',
    },
    coordinates: { lat: 52.4817, lng: -1.8957 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/birmingham-civil-and-family-justice-centre',
    note: 'For small claims you can also email smallclaims.birmingham.countycourt@justice.gov.uk. The phone number is the HMCTS civil and family contact centre line.',
  },
  {
    id: 'manchester',
    name: 'Manchester Civil Justice Centre',
    address: '1 Bridge Street West',
    postcode: 'M60 9DJ',
    city: 'Manchester',
    region: 'North West',
    phone: '0161 240 5000',
    email: 'manchestercivil@justice.gov.uk',
    type: 'County Court',
    services: ['Small claims and other civil money claims', 'Other County Court civil cases', 'Family Court'],
    openingHours: {
      weekdays: 'Monday to Friday, 8:30am to 5pm; counter 10am to 2pm, by appointment only',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-Fr 08:30-17:00'],
    parking: CITY_CENTRE_PARKING,
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Many local bus routes serve Deansgate and Manchester city centre',
      train: 'Salford Central is the nearest station; Manchester Victoria and Deansgate are within walking distance',
      metro: 'Metrolink: city-centre stops such as St Peter’s Square and Exchange Square are within walking distance',
    },
    coordinates: { lat: 53.4809, lng: -2.2527 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/manchester-civil-justice-centre-civil-and-family-courts',
  },
  {
    id: 'leeds',
    name: 'Leeds Combined Court Centre',
    address: 'The Courthouse, 1 Oxford Row',
    postcode: 'LS1 3BG',
    city: 'Leeds',
    region: 'Yorkshire',
    phone: '0113 306 2800',
    email: 'enquiries.leeds.countycourt@justice.gov.uk',
    type: 'Combined Court',
    services: ['Small claims and other civil money claims', 'Other County Court civil cases', 'Family Court', 'Crown Court'],
    openingHours: {
      weekdays: 'Monday to Friday; County Court counter 10am to 2pm',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-Fr 10:00-14:00'],
    parking: CITY_CENTRE_PARKING,
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Many local bus routes serve Leeds city centre, with stops on The Headrow near the court',
      train: 'Leeds station is about 15 minutes’ walk',
      metro: 'No metro; local buses run from the city centre',
    },
    coordinates: { lat: 53.8004, lng: -1.5518 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/leeds-combined-court-centre',
    note: 'A combined court: the County Court, Family Court and Crown Court share the building, so check your letter for the court and courtroom you need.',
  },
  {
    id: 'bristol',
    name: 'Bristol Civil and Family Justice Centre',
    address: '2 Redcliff Street',
    postcode: 'BS1 6GR',
    city: 'Bristol',
    region: 'South West',
    phone: '0117 366 4800',
    email: 'e-filing.bristol.countycourt@justice.gov.uk',
    type: 'County Court',
    services: ['Small claims and other civil money claims', 'Other County Court civil cases', 'Family Court'],
    openingHours: {
      weekdays: 'Monday to Friday, 8:30am to 4pm (Thursday from 9am); counter 9:30am to 2pm',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-We 08:30-16:00', 'Th 09:00-16:00', 'Fr 08:30-16:00'],
    parking: CITY_CENTRE_PARKING,
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Many local bus routes serve Bristol city centre',
      train: 'Bristol Temple Meads is about 10 minutes’ walk',
      metro: 'No metro; local buses run from the city centre',
    },
    coordinates: { lat: 51.4524, lng: -2.5905 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/bristol-civil-and-family-justice-centre',
    note: 'For civil queries you can also call 0117 366 4850.',
  },
  {
    id: 'newcastle',
    name: 'Newcastle Civil & Family Courts and Tribunals Centre',
    address: 'Barras Bridge',
    postcode: 'NE1 8QF',
    city: 'Newcastle upon Tyne',
    region: 'North East',
    email: 'civil.newcastle.countycourt@justice.gov.uk',
    type: 'County Court',
    services: [
      'Small claims and other civil money claims',
      'Other County Court civil cases',
      'Family Court',
      'Tribunals, including immigration and asylum, and social security and child support',
    ],
    openingHours: {
      weekdays: 'Monday to Friday, 9am to 5pm; counter 10am to 2pm, by appointment only',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    openingHoursSchema: ['Mo-Fr 09:00-17:00'],
    parking: CITY_CENTRE_PARKING,
    accessibility: [ADJUSTMENTS, SECURITY, FACILITIES],
    transport: {
      bus: 'Haymarket bus station is close by, and many local routes serve the city centre',
      train: 'Newcastle Central station is about 20 minutes’ walk, or take the Metro to Haymarket',
      metro: 'Tyne and Wear Metro: Haymarket station',
    },
    coordinates: { lat: 54.9787, lng: -1.61 },
    findACourtUrl: 'https://www.find-court-tribunal.service.gov.uk/courts/newcastle-civil-family-courts-and-tribunals-centre',
    note: 'The County Court in Newcastle now sits here, at the Civic Centre site on Barras Bridge (officially opened in July 2021). The old Combined Court Centre on the Quayside (The Law Courts, NE1 3LA) now deals only with Crown Court and magistrates’ work, so do not go there for a small claim. The HMCTS Find a Court data gives this centre no civil phone line, so email the civil team, call the HMCTS money claims helpline about a money claim, or check the court’s official page for its current contact details.',
  },
];
