// The curated guides for the 20 popular destinations, bundled so they work offline. Keyed by GeoNames
// id (from the cities-500 data); the text is written by the Astra team in its own words.
import type { CityGuide } from '../../src/domain/cities';

export const cityGuides: CityGuide[] = [
  {
    geonameId: 2643743,
    name: 'London',
    country_code: 'GB',
    top_attractions: [
      {
        title: 'British Museum',
        desc: 'Two million years of human history under one roof, from the Rosetta Stone to the Parthenon sculptures, and the permanent collection is free. Pick two or three galleries and allow half a day; weekday mornings are calmest.',
        category: 'Museum',
      },
      {
        title: 'Tower of London',
        desc: 'A medieval fortress on the Thames that guards the Crown Jewels. Book online and head for the jewels first before the queues build, then join a Yeoman Warder tour, which is included in the ticket.',
        category: 'Landmark',
      },
      {
        title: 'Westminster Abbey and Parliament',
        desc: 'The coronation church of English and British monarchs sits opposite the Houses of Parliament and Big Ben. Sundays are for worship only, so plan a sightseeing visit on another day.',
        category: 'Religious site',
      },
      {
        title: 'Tate Modern and the South Bank',
        desc: 'A former power station turned free modern art gallery, on a riverside promenade that runs from the London Eye to Tower Bridge. Walking the full stretch takes about an hour without stops.',
        category: 'Museum',
      },
      {
        title: 'South Kensington museums',
        desc: 'The Natural History Museum, the Science Museum and the V&A stand side by side, and all three are free to enter. Good for a rainy day; the dinosaurs draw long queues in school holidays, so arrive early.',
        category: 'Museum',
      },
      {
        title: 'Hyde Park and Kensington Gardens',
        desc: 'A huge sweep of green in the middle of the city, with the Serpentine lake, Kensington Palace and the Diana Memorial Fountain. Hire a pedalo in summer or simply walk from Marble Arch to Kensington.',
        category: 'Park',
      },
      {
        title: 'Borough Market',
        desc: "London's best-known food market, tucked under the railway arches by London Bridge. Come hungry and early; weekend lunchtimes are very crowded.",
        category: 'Market',
      },
      {
        title: 'Greenwich',
        desc: 'Maritime history, the Royal Observatory and the prime meridian line, plus the tea clipper Cutty Sark and a park with a fine view of the skyline. Arrive by river boat for the best approach and allow most of a day.',
        category: 'Neighbourhood',
      },
      {
        title: 'Sky Garden',
        desc: 'A free viewing garden at the top of a City skyscraper with wide views over the Thames. Entry is free but must be booked in advance, and slots go quickly.',
        category: 'Viewpoint',
      },
    ],
    dining_summary:
      'Try the classics: fish and chips, a full English breakfast, a pub Sunday roast and afternoon tea, but London really shines for food from everywhere else. Head to Brick Lane or Tooting for curry, Chinatown in Soho for dim sum, and Borough Market or Maltby Street for snacking between stalls. Lunch is usually around midday to 2pm and dinner from about 7pm; book ahead for popular places at weekends. Many restaurants add a discretionary service charge, often 12.5%, so check the bill before tipping again; in pubs you order and pay at the bar and no tip is expected. Contactless payment is accepted almost everywhere and some places no longer take cash.',
    transport_summary:
      'London has five main airports: Heathrow LHR, Gatwick LGW, City LCY, Stansted STN and Luton LTN. From Heathrow, the Elizabeth line reaches central London in about 30 to 45 minutes, the Heathrow Express runs non-stop to Paddington in about 15 minutes, and the Piccadilly line is the slow but cheap option at about an hour. The Gatwick Express runs to Victoria in about half an hour, the Stansted Express reaches Liverpool Street in under an hour, Luton links to St Pancras via a shuttle to Luton Airport Parkway and a train, and City airport is on the DLR. Around town, the Tube, buses, Overground and trains all take contactless bank cards, phones or an Oyster card, with daily and weekly fare caps; buses do not take cash.',
    local_tips: [
      'Stand on the right on Tube escalators and walk on the left; it matters a lot to commuters at rush hour.',
      'Traffic drives on the left: look right before crossing, as the painted reminders at many crossings suggest.',
      'Use the same contactless card or phone for every journey so the daily and weekly caps work in your favour.',
      'Check for weekend engineering works before you travel, as whole Tube lines sometimes close on Saturdays and Sundays.',
      'Plugs are type G (three square pins) at 230V; tap water is safe to drink and free in restaurants if you ask.',
      'The weather changes fast, so carry a light layer and an umbrella even in summer.',
      'Keep phones and bags close in crowded spots such as Oxford Street, Leicester Square and busy Tube carriages, where pickpockets and phone snatchers on bikes operate.',
    ],
  },
  {
    geonameId: 2988507,
    name: 'Paris',
    country_code: 'FR',
    top_attractions: [
      {
        title: 'Eiffel Tower',
        desc: 'The iron landmark of Paris, with views from three levels. Book timed tickets online well in advance, or take the stairs to the second floor if lift tickets are sold out; after dark it sparkles for a few minutes every hour.',
        category: 'Landmark',
      },
      {
        title: 'Louvre',
        desc: "One of the world's largest art museums, home of the Mona Lisa and the Venus de Milo. Book a timed entry slot and choose one or two wings rather than trying to see it all.",
        category: 'Museum',
      },
      {
        title: "Musée d'Orsay",
        desc: 'A former railway station on the Left Bank holding the great Impressionist and Post-Impressionist collection. Allow two to three hours and book ahead in high season.',
        category: 'Museum',
      },
      {
        title: 'Notre-Dame Cathedral',
        desc: 'The Gothic cathedral on the Île de la Cité reopened in December 2024 after its long restoration following the 2019 fire. Entry is free; expect a queue, or reserve a time slot online.',
        category: 'Religious site',
      },
      {
        title: 'Montmartre and Sacré-Cœur',
        desc: 'A hilltop village of steep lanes and artists, crowned by the white basilica with one of the best free views of the city. Walk up the quieter back streets, or take the funicular to spare your legs.',
        category: 'Neighbourhood',
      },
      {
        title: 'Le Marais',
        desc: 'Medieval streets, elegant mansions and the arcaded Place des Vosges, with the Picasso Museum and the falafel shops of Rue des Rosiers. Lively on Sundays, when many shops elsewhere are closed.',
        category: 'Neighbourhood',
      },
      {
        title: 'Jardin du Luxembourg',
        desc: 'The Left Bank garden where Parisians read, sunbathe and sail toy boats on the pond. A lovely stop between Saint-Germain and the Latin Quarter.',
        category: 'Park',
      },
      {
        title: 'A walk or cruise on the Seine',
        desc: 'The riverbanks through the centre are a UNESCO World Heritage Site and are best seen from the water or on foot at dusk. A one-hour boat trip passes most of the big landmarks.',
        category: 'Experience',
      },
      {
        title: 'Palace of Versailles',
        desc: 'The vast royal palace with the Hall of Mirrors and formal gardens, about 40 minutes away on the RER C. Book a timed ticket, go early and allow a full day, especially if the fountains are running.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      "Start the day at a boulangerie with a croissant or a fresh baguette, and save room for crêpes, cheese, steak frites and a proper bistro meal. Lunch usually runs from about noon to 2pm and dinner from 7.30pm; a weekday lunch set menu (the formule) is the best value in town. Browse the food markets and shopping streets such as Marché d'Aligre and Rue Cler, and eat your way around the Marais or the Latin Quarter. Service is included in the bill by law, so a tip is only a small extra for good service, and you can ask for a free carafe of tap water. Say bonjour when you walk in; it sets the tone for the whole meal.",
    transport_summary:
      'Paris is served by Charles de Gaulle CDG, Orly ORY and, for some low-cost airlines, Beauvais BVA, which is about 75 minutes away by coach. From CDG, the RER B reaches Gare du Nord and Châtelet in about 35 to 50 minutes, and official taxis charge a fixed fare to the Right and Left Banks. From Orly, metro line 14 now runs straight to the centre. Single journeys to and from the airports need a dedicated airport ticket rather than a standard metro ticket. In the city, the Métro, RER, buses and trams are easiest with a rechargeable Navigo Easy card or tickets on your phone through the RATP app, and a weekly Navigo pass suits longer stays.',
    local_tips: [
      'Always greet shopkeepers and staff with bonjour (or bonsoir in the evening) before asking for anything; skipping it comes across as rude.',
      'Pickpockets work the Métro, especially line 1, and the areas around the Eiffel Tower, the Louvre and Sacré-Cœur.',
      'Politely refuse anyone offering a string bracelet, asking you to sign a petition, or "finding" a gold ring; these are well-known scams.',
      'Many museums close one day a week, often Monday or Tuesday, so check before you go.',
      'EU residents under 26 get free entry to national museums and monuments; carry ID to prove your age.',
      'Plugs are types C and E at 230V; tap water is safe, and the green Wallace fountains are free to drink from.',
      'August is quiet in Paris: many small restaurants and shops close for the summer holidays.',
    ],
  },
  {
    geonameId: 5128581,
    name: 'New York',
    country_code: 'US',
    top_attractions: [
      {
        title: 'Central Park',
        desc: 'More than 800 acres of lawns, lakes and woodland in the middle of Manhattan. Rent a bike or just wander from the Mall and Bethesda Terrace up to the Reservoir.',
        category: 'Park',
      },
      {
        title: 'Metropolitan Museum of Art',
        desc: 'A vast collection from Egyptian temples to modern painting, on the edge of Central Park. Allow at least half a day, and pick a few sections in advance.',
        category: 'Museum',
      },
      {
        title: 'Statue of Liberty and Ellis Island',
        desc: 'The official ferries leave from Battery Park; book pedestal or crown access well ahead, as the crown sells out months in advance. For a free view, ride the Staten Island Ferry there and back.',
        category: 'Landmark',
      },
      {
        title: 'Brooklyn Bridge',
        desc: 'Walk the wooden promenade between Manhattan and Brooklyn for classic skyline views, ending in DUMBO. Go early in the morning to avoid the crowds, and keep out of the cycle lane.',
        category: 'Experience',
      },
      {
        title: '9/11 Memorial and Museum',
        desc: 'Two reflecting pools mark the footprints of the Twin Towers; the memorial plaza is free, and the museum below needs a ticket and a couple of hours. It is a moving place, so allow time.',
        category: 'Landmark',
      },
      {
        title: 'The High Line',
        desc: 'A park built on an old elevated railway on the West Side, running from the Meatpacking District to Hudson Yards. Combine it with Chelsea Market and the Whitney Museum.',
        category: 'Park',
      },
      {
        title: 'Museum of Modern Art',
        desc: "MoMA holds many of modern art's famous works, including Van Gogh's The Starry Night. Book a timed ticket and go early on weekdays.",
        category: 'Museum',
      },
      {
        title: 'Top of the Rock or the Empire State Building',
        desc: 'Two classic observation decks in Midtown. Top of the Rock has the Empire State Building in its view; sunset slots sell out first.',
        category: 'Viewpoint',
      },
      {
        title: 'A Broadway show',
        desc: 'Theatre in the Times Square district is a New York essential. The TKTS booth in Times Square sells discounted same-day tickets, and many shows run ticket lotteries.',
        category: 'Experience',
      },
    ],
    dining_summary:
      "New York eats on the go: grab a slice of pizza, a bagel with cream cheese, a hot pastrami sandwich at Katz's Delicatessen on the Lower East Side, or dumplings in Chinatown. For more adventurous eating, take the subway to Flushing or Jackson Heights in Queens, and browse Chelsea Market or a weekend food market in Brooklyn. Weekend brunch is a local ritual, and popular dinner spots need reservations days ahead. At sit-down restaurants, a tip of about 18 to 20% is expected, plus around a dollar or two per drink at bars. Menu prices exclude sales tax, which is added at the till.",
    transport_summary:
      'Three big airports serve the city: John F. Kennedy JFK, Newark EWR (in New Jersey) and LaGuardia LGA. From JFK, the AirTrain links to the subway and to the Long Island Rail Road at Jamaica, which reaches Penn Station or Grand Central in about 20 minutes; yellow cabs charge a flat fare to Manhattan. From Newark, the AirTrain connects with NJ Transit and Amtrak trains to Penn Station in about 30 minutes, and from LaGuardia buses link to the subway in Queens. The subway runs 24 hours a day: tap a contactless card or phone with OMNY, and rides become free after a set number in any seven days.',
    local_tips: [
      'Check whether a subway train is express or local before you board; express trains skip many stops.',
      'Walk briskly and step aside to check your phone or map; stopping in the middle of the pavement annoys New Yorkers.',
      'Costumed characters in Times Square expect payment for photos, and street sellers of "free" CDs expect money too; politely decline.',
      'Weekend and late-night subway service often changes for engineering works, so check the live service status before setting off.',
      'Plugs are types A and B at 120V; tap water is excellent and free.',
      'Budget for tax and tips on top of listed prices; together they add about a third to a restaurant bill.',
      'Manhattan above 14th Street is a grid: avenues run north to south and numbered streets run east to west.',
    ],
  },
  {
    geonameId: 1850147,
    name: 'Tokyo',
    country_code: 'JP',
    top_attractions: [
      {
        title: 'Senso-ji, Asakusa',
        desc: "Tokyo's oldest temple, reached through the Kaminarimon gate and the Nakamise shopping street. Visit early in the morning or after dark, when it is quieter and beautifully lit.",
        category: 'Religious site',
      },
      {
        title: 'Meiji Jingu',
        desc: 'A serene Shinto shrine set in a forest right next to busy Harajuku. Pair it with a walk down Takeshita Street and Omotesando.',
        category: 'Religious site',
      },
      {
        title: 'Shibuya Crossing and Shibuya Sky',
        desc: "Watch the world's busiest scramble crossing from street level, then see the city from the open-air roof of Shibuya Sky. Book the rooftop ahead, especially for sunset.",
        category: 'Viewpoint',
      },
      {
        title: 'Shinjuku Gyoen',
        desc: 'A large garden mixing Japanese, English and French styles, and one of the best places for cherry blossom in late March and early April. Alcohol is not allowed inside.',
        category: 'Park',
      },
      {
        title: 'Tsukiji Outer Market',
        desc: 'The wholesale fish market moved to Toyosu in 2018, but the outer market streets still buzz with seafood, tamagoyaki and kitchenware stalls. Go in the morning; many stalls close by early afternoon.',
        category: 'Market',
      },
      {
        title: 'Tokyo National Museum',
        desc: "Japan's oldest and largest museum, in Ueno Park, with samurai armour, ceramics and scrolls. Allow two to three hours, and combine it with Ueno's other museums and the Ameyoko market street.",
        category: 'Museum',
      },
      {
        title: 'Yanaka',
        desc: 'One of the few areas to keep the feel of old Tokyo, with wooden houses, small temples and a relaxed shopping street. Perfect for a slow afternoon stroll.',
        category: 'Neighbourhood',
      },
      {
        title: 'teamLab Planets',
        desc: 'An immersive digital art space in Toyosu where you walk barefoot through water and light. Tickets are timed and sell out, so book ahead.',
        category: 'Experience',
      },
      {
        title: 'Kamakura',
        desc: 'A seaside town about an hour away by JR train, known for the Great Buddha and hillside temples. Allow a full day and wear comfortable shoes for the hiking trails.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Tokyo has food for every budget: sushi, ramen, tempura, tonkatsu and yakitori, plus izakaya pubs for small plates and drinks. Department store basement food halls (depachika) and convenience stores are great for quick, high-quality meals. Many ramen and noodle shops have a ticket machine at the door: buy your ticket, then hand it to the staff. Tipping is not part of the culture and can cause confusion, so just say thank you. Cards are widely accepted, but small eateries and older shops may still be cash only.',
    transport_summary:
      'Tokyo has two airports: Narita NRT, about an hour out, and Haneda HND, much closer to the centre. From Narita, the Narita Express runs to Tokyo Station and Shinjuku in about an hour, and the Keisei Skyliner reaches Ueno in about 40 minutes. From Haneda, the Keikyu line gets to Shinagawa in under 20 minutes and the Tokyo Monorail runs to Hamamatsucho. Around the city, the JR Yamanote loop line, Tokyo Metro and Toei subway lines cover almost everywhere; pay with a Suica or PASMO IC card, or add one to your phone wallet. Trains stop running around midnight, and taxis are expensive.',
    local_tips: [
      'Public bins are rare: carry a small bag for your rubbish and take it back to your hotel.',
      'Keep your voice down on trains and do not take phone calls; eating on commuter trains is frowned upon.',
      'On Tokyo escalators, people stand on the left and walk on the right.',
      'Carry some cash as a backup; ATMs at 7-Eleven and Japan Post accept most foreign cards.',
      'Plugs are type A at 100V, so most European and UK devices need an adapter; tap water is safe to drink.',
      'Take your shoes off where you see a step up or a row of slippers, such as in ryokan, some restaurants and temple halls.',
      'A nationwide Japan Rail Pass is rarely worth it for a Tokyo-only stay; a Suica or PASMO card covers city travel.',
    ],
  },
  {
    geonameId: 292223,
    name: 'Dubai',
    country_code: 'AE',
    top_attractions: [
      {
        title: 'Burj Khalifa',
        desc: "The world's tallest building, with observation decks on levels 124, 125 and 148. Book online ahead, especially for sunset slots, which sell out.",
        category: 'Viewpoint',
      },
      {
        title: 'Dubai Mall and the Dubai Fountain',
        desc: 'One of the largest malls anywhere, with an aquarium and an ice rink, next to a fountain that dances to music in the evenings. The fountain show is free to watch from the lakeside promenade.',
        category: 'Landmark',
      },
      {
        title: 'Al Fahidi Historical Neighbourhood',
        desc: 'Restored wind-tower houses and quiet lanes from old Dubai, beside the Creek, with small museums and cafés. Cross the Creek on an abra, a traditional wooden water taxi, for a small cash fare.',
        category: 'Neighbourhood',
      },
      {
        title: 'Gold and Spice Souks, Deira',
        desc: 'Lanes of jewellery shops and sacks of saffron, frankincense and dried fruit on the Deira side of the Creek. Bargaining is expected in the spice souk.',
        category: 'Market',
      },
      {
        title: 'Museum of the Future',
        desc: 'A striking torus-shaped building with exhibitions imagining life decades from now. Tickets are timed and must be booked in advance.',
        category: 'Museum',
      },
      {
        title: 'Jumeirah and Kite Beach',
        desc: 'Free public beaches with views of the Burj Al Arab, showers and a running track. Swim between the flags, and avoid the midday sun from May to September.',
        category: 'Beach',
      },
      {
        title: 'Desert safari',
        desc: 'Dune driving, sunset over the sand and a camp dinner, usually as an afternoon-to-evening trip. Choose a licensed operator and avoid it if you get motion sickness.',
        category: 'Experience',
      },
      {
        title: 'Abu Dhabi',
        desc: 'The capital is about 90 minutes by road; the white marble Sheikh Zayed Grand Mosque is the highlight. Dress modestly, and booking an entry slot online is advised.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Look for Emirati dishes such as machboos (spiced rice with meat) and luqaimat (sweet dumplings), but much of the best food is Indian, Pakistani, Iranian and Levantine, especially in Karama, Deira and Bur Dubai. A shawarma or fresh juice from a small cafeteria is a cheap and tasty snack. Weekend brunches at hotels are a big social event. Alcohol is served only in licensed venues, mostly hotels, and during Ramadan eat and drink discreetly in public during daylight hours. A service charge is sometimes included; otherwise about 10% is a common tip.',
    transport_summary:
      'Dubai International DXB is the main airport, with some flights using Al Maktoum International DWC in Dubai South, far from the centre. The Dubai Metro Red Line stops at Terminals 1 and 3 and reaches downtown in about 20 to 30 minutes; taxis queue outside all terminals. Around the city, the Metro, the Dubai Tram and buses use a rechargeable Nol card, and the cheap abras cross the Creek. Taxis and ride-hailing apps such as Careem and Uber are easy and reasonably priced for short hops.',
    local_tips: [
      'Dress modestly in malls, souks and traditional areas: cover shoulders and knees, and keep swimwear for the beach or pool.',
      'Eating and drinking are not allowed on the Metro, and some carriages are reserved for women and children or for Gold Class ticket holders; fines apply.',
      'Being drunk in public is an offence, and public displays of affection are frowned upon.',
      'Some common medicines, including those containing codeine, are controlled; check the rules and carry prescriptions before you travel.',
      'Do not photograph people, especially women, without their permission.',
      'The best months are November to March; summer heat is extreme, so plan outdoor sightseeing for early morning or evening.',
      'Plugs are type G at 230V; the weekend is Saturday and Sunday, with Friday prayers around midday.',
    ],
  },
  {
    geonameId: 1880252,
    name: 'Singapore',
    country_code: 'SG',
    top_attractions: [
      {
        title: 'Gardens by the Bay',
        desc: 'Giant Supertrees and two huge cooled conservatories, the Flower Dome and the Cloud Forest. The outdoor gardens are free; come back after dark for the free light and sound show among the Supertrees.',
        category: 'Park',
      },
      {
        title: 'Marina Bay Sands SkyPark',
        desc: 'The observation deck on top of the famous three-tower hotel looks over the bay and the city. Book a ticket online; the infinity pool is for hotel guests only.',
        category: 'Viewpoint',
      },
      {
        title: 'Chinatown',
        desc: 'Shophouses, temples and food stalls, including the Buddha Tooth Relic Temple and the Sri Mariamman Temple. Eat at Maxwell Food Centre or the Chinatown Complex hawker centre.',
        category: 'Neighbourhood',
      },
      {
        title: 'Little India',
        desc: 'Colourful streets of spice shops, flower-garland sellers and temples around Serangoon Road. Tekka Centre is a great place for biryani and a hot teh tarik.',
        category: 'Neighbourhood',
      },
      {
        title: 'Kampong Glam',
        desc: 'The historic Malay and Arab quarter around the golden-domed Sultan Mosque, with the boutiques and murals of Haji Lane. Dress modestly if you visit the mosque.',
        category: 'Neighbourhood',
      },
      {
        title: 'Singapore Botanic Gardens',
        desc: 'A UNESCO World Heritage Site with a rainforest patch and the National Orchid Garden, the one area that charges entry. Best early in the morning before the heat builds.',
        category: 'Park',
      },
      {
        title: 'National Gallery Singapore',
        desc: 'Southeast Asian art in the former Supreme Court and City Hall buildings. The rooftop has views over the Padang and Marina Bay.',
        category: 'Museum',
      },
      {
        title: 'Night Safari',
        desc: 'A zoo visited after dark, with a tram ride and walking trails to see nocturnal animals in the Mandai wildlife area. Book ahead and allow the evening; it is a long way from the centre.',
        category: 'Experience',
      },
      {
        title: 'Sentosa',
        desc: 'A resort island with beaches, theme parks and a cable car from Mount Faber. Reach it by the Sentosa Express monorail from VivoCity, or walk the boardwalk.',
        category: 'Beach',
      },
    ],
    dining_summary:
      'Hawker centres are the heart of Singapore food: try Hainanese chicken rice, laksa, char kway teow, satay and, for breakfast, kaya toast with soft-boiled eggs and kopi. Good hawker centres include Maxwell Food Centre, Lau Pa Sat, Tiong Bahru Market and Old Airport Road, and chilli crab is the classic splurge. Locals reserve a table by leaving a packet of tissues on it, so look for a free, unmarked seat. Return your tray after eating; it is required, and you can be fined for leaving it. Restaurants usually add a 10% service charge plus GST, so tipping is not expected, and hawker stalls may prefer cash or local QR payments.',
    transport_summary:
      'Changi Airport SIN is one of the best airports in the world, with the Jewel complex next to Terminal 1. The MRT East West line runs from the airport to the city, with a change at Tanah Merah, in about 45 minutes; a taxi or Grab takes 20 to 30 minutes. Around the city, the MRT and buses are clean, fast and cheap: tap in and out with a contactless bank card or phone, or with an EZ-Link card. Grab is the main ride-hailing app, and taxis are metered.',
    local_tips: [
      'Complete the SG Arrival Card online in the three days before you arrive; it is free on the official ICA website, so avoid sites that charge a fee.',
      'Eating and drinking on the MRT are banned and fined, and durians are not allowed on trains.',
      'Littering, jaywalking and smoking outside marked areas can lead to fines; selling chewing gum is banned.',
      'Tap water is safe to drink everywhere.',
      'Plugs are type G at 230V.',
      'It is hot and humid all year with sudden afternoon downpours: carry an umbrella, and a light layer for the icy air conditioning indoors.',
    ],
  },
  {
    geonameId: 1819729,
    name: 'Hong Kong',
    country_code: 'HK',
    top_attractions: [
      {
        title: 'Victoria Peak',
        desc: 'The classic view over the harbour and skyscrapers. Ride the Peak Tram from Central (queues can be long) or take bus 15, then walk the flat Lugard Road loop for the best views; go on a clear day.',
        category: 'Viewpoint',
      },
      {
        title: 'Star Ferry',
        desc: 'A short, cheap crossing between Tsim Sha Tsui and Central that has run for over a century. Go at dusk for the skyline lights.',
        category: 'Experience',
      },
      {
        title: 'Tsim Sha Tsui waterfront',
        desc: 'The promenade facing Hong Kong Island, with the Avenue of Stars and a nightly light show across the skyline. Combine it with the Hong Kong Museum of Art on the same stretch.',
        category: 'Viewpoint',
      },
      {
        title: 'Man Mo Temple',
        desc: 'A smoky, atmospheric temple in Sheung Wan with giant incense coils hanging from the ceiling. Be quiet and respectful, and avoid flash photography.',
        category: 'Religious site',
      },
      {
        title: 'M+ and West Kowloon',
        desc: 'M+ is a major museum of visual culture on the harbour, next to the Hong Kong Palace Museum and a waterfront park. Allow half a day for both museums.',
        category: 'Museum',
      },
      {
        title: 'Temple Street Night Market',
        desc: "An evening market in Yau Ma Tei with stalls, fortune tellers and open-air seafood restaurants. Bargain politely, and nearby Mong Kok has the Ladies' Market and street-food stalls.",
        category: 'Market',
      },
      {
        title: "Dragon's Back",
        desc: 'A ridge hike on the south of Hong Kong Island with sea views, ending near the beach at Shek O or Big Wave Bay. Allow about three hours, and bring water and sun protection.',
        category: 'Park',
      },
      {
        title: 'Tian Tan Buddha, Lantau',
        desc: 'A giant bronze Buddha and the Po Lin Monastery, reached by the Ngong Ping 360 cable car from Tung Chung or by bus. Allow most of a day and check cable car closures for maintenance or bad weather.',
        category: 'Day trip',
      },
      {
        title: 'Central and Soho',
        desc: 'Ride the long Central–Mid-Levels outdoor escalator up through Soho, then explore PMQ, Tai Kwun and the antique shops of Hollywood Road.',
        category: 'Neighbourhood',
      },
    ],
    dining_summary:
      'Yum cha with dim sum is the classic morning or lunchtime meal, and a cha chaan teng (local café) serves milk tea, pineapple buns and macaroni soup. Also try roast goose, wonton noodles and egg tarts, and the open-air cooked-food stalls known as dai pai dong. Tap two fingers on the table to thank someone for pouring your tea. Most restaurants add a 10% service charge, so extra tipping is not expected. Many eateries take the Octopus card or contactless payment, but small places may be cash only.',
    transport_summary:
      'Hong Kong International Airport HKG is on Lantau Island. The Airport Express train reaches Kowloon in about 20 minutes and Hong Kong Station in Central in about 25, and Airport Express passengers can use free shuttle buses to many hotels; the A-route airport buses are cheaper and slower. Taxis are colour-coded by area: red for the urban areas, green for the New Territories and blue for Lantau. Around the city, the MTR, trams on Hong Kong Island, buses, minibuses and ferries all take the Octopus card, which also works in phone wallets, and most MTR gates also accept contactless bank cards.',
    local_tips: [
      'The best weather is from October to December; summer is hot and humid, with a typhoon season running roughly from May to November.',
      'When a typhoon signal number 8 or a black rainstorm warning is raised, shops close and transport is reduced, so stay indoors and follow official updates.',
      'Eating and drinking are not allowed in MTR stations and trains.',
      'Stand on the right on escalators and keep the left for walkers.',
      'Plugs are type G at 220V; most locals boil or filter tap water, and bottled water is easy to find.',
      'Mainland China has its own entry rules, separate from Hong Kong; check them before a day trip to Shenzhen.',
    ],
  },
  {
    geonameId: 1609350,
    name: 'Bangkok',
    country_code: 'TH',
    top_attractions: [
      {
        title: 'Grand Palace and Wat Phra Kaew',
        desc: 'The former royal residence and the Temple of the Emerald Buddha, the most sacred temple in Thailand. The dress code is strict (cover shoulders and knees), and ignore anyone outside who says it is closed.',
        category: 'Landmark',
      },
      {
        title: 'Wat Pho',
        desc: 'Home of the huge gold Reclining Buddha and a renowned school of traditional Thai massage, a short walk south of the Grand Palace. Quieter late in the afternoon.',
        category: 'Religious site',
      },
      {
        title: 'Wat Arun',
        desc: 'The Temple of Dawn, covered in porcelain mosaics on the west bank of the Chao Phraya. Cross by ferry from Tha Tien pier, and watch the sunset behind it from the opposite bank.',
        category: 'Religious site',
      },
      {
        title: 'Chao Phraya river boats',
        desc: 'The river is the best way to reach the old city: the Chao Phraya Express boats are cheap and link to the BTS Skytrain at Sathorn pier.',
        category: 'Experience',
      },
      {
        title: 'Chatuchak Weekend Market',
        desc: 'A vast market with thousands of stalls selling clothes, crafts, plants and food. Go in the morning before the heat peaks, and keep track of your section numbers so you can find your way back.',
        category: 'Market',
      },
      {
        title: 'Yaowarat (Chinatown)',
        desc: 'Neon-lit streets that come alive after dark with some of the best street food in the city. Go hungry and hop between stalls.',
        category: 'Neighbourhood',
      },
      {
        title: 'Jim Thompson House',
        desc: 'A museum in a group of traditional teak houses collected by the American who revived the Thai silk trade. Visits are by guided tour and take about an hour.',
        category: 'Museum',
      },
      {
        title: 'Lumphini Park',
        desc: 'A green escape in the business district, with a lake, early-morning tai chi and large but harmless monitor lizards. Best early or late in the day.',
        category: 'Park',
      },
      {
        title: 'Ayutthaya',
        desc: 'The ruined temples of the old Siamese capital, a UNESCO World Heritage Site about 80 km north. Reach it by train or road, then hire a bicycle or tuk-tuk between ruins; allow a full day.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Bangkok is one of the great street-food cities: try pad kra pao (stir-fried holy basil), som tam (papaya salad), khao man gai (chicken rice), boat noodles and mango sticky rice. Yaowarat is the classic place for evening street food, and Or Tor Kor Market near Chatuchak has top-quality produce and prepared dishes. Thais eat with a spoon in the right hand and use the fork to push food onto it; chopsticks are for noodles. If you cannot handle heat, ask for mai phet (not spicy). Tipping is not required, though rounding up is appreciated; prices marked with "++" have service charge and VAT added.',
    transport_summary:
      'Bangkok has two airports: Suvarnabhumi BKK, the main international hub, and Don Mueang DMK, used mostly by low-cost airlines. From Suvarnabhumi, the Airport Rail Link reaches Phaya Thai in about 30 minutes and connects with the BTS Skytrain; metered taxis leave from the official queue, with an airport surcharge and tolls on top. From Don Mueang, the SRT Red Line runs to Krung Thep Aphiwat station for the MRT, or buses link to the BTS at Mo Chit. In the city, the BTS Skytrain and MRT beat the traffic: BTS uses the Rabbit card, while the MRT accepts contactless bank cards. River boats, Grab and Bolt fill the gaps; agree on a tuk-tuk fare before you get in.',
    local_tips: [
      'Cover shoulders and knees for temples and take your shoes off before entering temple halls.',
      'Never say anything disrespectful about the Thai royal family: it is a serious criminal offence. People stand for the royal anthem before films in cinemas.',
      'Beware of friendly strangers telling you a sight is closed and offering a cheap tuk-tuk tour; it usually ends at a gem or tailor shop.',
      'Insist on the meter in taxis, or use a ride-hailing app.',
      'Do not drink tap water; bottled and filtered water are everywhere.',
      'The head is sacred and feet are lowly: avoid touching heads and pointing your feet at people or Buddha images.',
      'E-cigarettes and vapes are illegal in Thailand and can lead to fines.',
      'November to February is the coolest and driest time; March to May is very hot, and the rainy season brings heavy afternoon showers from about June to October.',
    ],
  },
  {
    geonameId: 2147714,
    name: 'Sydney',
    country_code: 'AU',
    top_attractions: [
      {
        title: 'Sydney Opera House',
        desc: 'The sail-roofed icon on Bennelong Point. Take a guided tour of the interior or, better still, book a performance.',
        category: 'Landmark',
      },
      {
        title: 'Sydney Harbour Bridge',
        desc: 'Walk across for free on the eastern footway from The Rocks, climb the Pylon Lookout, or book a guided BridgeClimb over the arch.',
        category: 'Landmark',
      },
      {
        title: 'Bondi to Coogee Coastal Walk',
        desc: 'A clifftop path of about 6 km past beaches, rock pools and ocean baths. Allow two to three hours, and start early in summer to avoid the heat.',
        category: 'Experience',
      },
      {
        title: 'Bondi Beach',
        desc: "Sydney's most famous beach, with surf, a promenade and the Icebergs ocean pool. Always swim between the red and yellow flags, where lifeguards patrol.",
        category: 'Beach',
      },
      {
        title: 'Manly ferry',
        desc: 'A 30-minute public ferry ride from Circular Quay past the Opera House and the harbour headlands to the beach suburb of Manly. Sit outside on the way there for the best views.',
        category: 'Experience',
      },
      {
        title: 'Royal Botanic Garden',
        desc: "Free gardens wrapping around Farm Cove from the Opera House, with Mrs Macquarie's Chair offering a classic view of the bridge and Opera House together.",
        category: 'Park',
      },
      {
        title: 'Art Gallery of New South Wales',
        desc: 'Australian, Aboriginal and international art, with general entry free. Its newer building, opened in 2022, is a short walk from the original.',
        category: 'Museum',
      },
      {
        title: 'The Rocks',
        desc: "Sydney's oldest neighbourhood, with sandstone laneways, historic pubs and weekend markets, right beside the bridge.",
        category: 'Neighbourhood',
      },
      {
        title: 'Blue Mountains',
        desc: 'Eucalyptus forests, waterfalls and the Three Sisters rock formation, about two hours by train from Central to Katoomba. Allow a full day and pack layers, as it is cooler up there.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Sydney does a superb brunch and world-class coffee: order a flat white and stay for smashed avocado on toast. Seafood is the highlight, from fish and chips by the water to the Sydney Fish Market in Pyrmont. For variety, try Thai and Chinese in Haymarket, Vietnamese in Cabramatta, Lebanese in the western suburbs, and cheap eats along King Street in Newtown. Some restaurants are BYO, letting you bring your own wine for a small corkage fee. Tipping is optional, with about 10% for good table service, and many places add a surcharge on Sundays and public holidays.',
    transport_summary:
      'Sydney Kingsford Smith Airport SYD is about 10 km south of the centre. The Airport Link train reaches Central in about 15 minutes and continues into the city, with a station access fee added to the fare; taxis and rideshares take 20 to 40 minutes depending on traffic. Around the city, trains, the Sydney Metro, buses, ferries and light rail all accept an Opal card or a tap of your contactless bank card or phone, with daily and weekly fare caps. The ferries from Circular Quay are the most scenic way to travel.',
    local_tips: [
      'The sun is fierce even on cloudy days: wear sunscreen, a hat and sunglasses, and avoid the midday sun in summer.',
      'Swim only between the red and yellow flags; rip currents are common and catch out strong swimmers too.',
      'Seasons are reversed: summer runs from December to February and winter from June to August.',
      'Tap on and off with the same card or phone every time so the Opal fare caps apply.',
      'Plugs are type I at 230V; tap water is safe and good to drink.',
      "Book early if you want a harbour view on New Year's Eve; the best spots fill up well before the fireworks.",
    ],
  },
  {
    geonameId: 6167865,
    name: 'Toronto',
    country_code: 'CA',
    top_attractions: [
      {
        title: 'CN Tower',
        desc: "Toronto's defining landmark, with a glass floor, a revolving restaurant and the EdgeWalk for the brave. Go on a clear day; on very clear days you can see towards Niagara.",
        category: 'Viewpoint',
      },
      {
        title: 'Royal Ontario Museum',
        desc: 'Natural history and world cultures under one roof, from dinosaur skeletons to First Nations art, in a building with a dramatic crystal-shaped extension. Allow at least half a day.',
        category: 'Museum',
      },
      {
        title: 'Art Gallery of Ontario',
        desc: 'A strong collection of Canadian art, including the Group of Seven, in a building redesigned by Frank Gehry. Combine it with nearby Chinatown and Kensington Market.',
        category: 'Museum',
      },
      {
        title: 'St Lawrence Market',
        desc: "A historic indoor market full of butchers, bakers and cheesemongers. Try the famous peameal bacon sandwich; the Saturday farmers' market is the liveliest.",
        category: 'Market',
      },
      {
        title: 'Distillery District',
        desc: 'A car-free area of restored Victorian industrial buildings with galleries, cafés and shops. It hosts a popular Christmas market in winter.',
        category: 'Neighbourhood',
      },
      {
        title: 'Kensington Market',
        desc: 'A bohemian neighbourhood of vintage shops, street art and cheap food from around the world. Best on foot at a relaxed pace.',
        category: 'Neighbourhood',
      },
      {
        title: 'Toronto Islands',
        desc: 'A car-free chain of islands with beaches, bike paths and the best skyline views, a short ferry ride from the Jack Layton Ferry Terminal. Weekend ferries get busy in summer, so go early.',
        category: 'Park',
      },
      {
        title: 'Casa Loma',
        desc: 'An early 20th-century castle-style mansion with gardens, secret passages and city views from the towers. Allow two hours.',
        category: 'Landmark',
      },
      {
        title: 'Niagara Falls',
        desc: 'The famous falls are about 90 minutes away by car, or reachable by GO Transit train or bus. Take the boat ride into the spray, and allow a full day.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Toronto is one of the most multicultural cities on earth and its food shows it. Wander Chinatown on Spadina Avenue, Koreatown on Bloor Street, Greektown on the Danforth, Little Italy on College Street and Little India on Gerrard Street. Local favourites include the peameal bacon sandwich, poutine and butter tarts, and weekend brunch is hugely popular. Tip 15 to 20% at sit-down restaurants and about a dollar or two per drink at bars. Listed prices exclude the 13% Ontario sales tax (HST), which is added at the till.',
    transport_summary:
      'Toronto Pearson YYZ is the main airport, about 25 km northwest of downtown, and Billy Bishop Toronto City YTZ is a small airport on the islands right by downtown. From Pearson, the UP Express train reaches Union Station in about 25 minutes, and the cheaper TTC 900 Airport Express bus connects to the subway at Kipling. Billy Bishop is linked to the mainland by a pedestrian tunnel, a short walk or shuttle ride from Union Station. Around the city, the TTC subway, streetcars and buses take a PRESTO card or a tap of your contactless bank card or phone, with transfers included within two hours; GO Transit trains serve the wider region.',
    local_tips: [
      'Winters are very cold, with snow and wind chill: bring a warm coat, hat and waterproof boots from December to March.',
      'In bad weather, use PATH, the large underground walkway network linking downtown towers, shops and Union Station.',
      'Budget for tax and tips on top of listed prices.',
      'When a streetcar stops and opens its doors, cars must stop behind it, but still look before stepping off into the road.',
      'Plugs are types A and B at 120V; tap water is safe to drink.',
      'Most visa-exempt visitors flying to Canada need an eTA; apply only through the official Government of Canada website.',
    ],
  },
  {
    geonameId: 5368361,
    name: 'Los Angeles',
    country_code: 'US',
    top_attractions: [
      {
        title: 'Griffith Observatory',
        desc: 'A free observatory on the hills of Griffith Park, with views over the city and the Hollywood Sign. Go around sunset, and expect the car parks to fill up.',
        category: 'Viewpoint',
      },
      {
        title: 'Getty Center',
        desc: 'European art, gardens and superb architecture on a hilltop in Brentwood, reached by a short tram ride from the car park. Entry is free, but parking is charged.',
        category: 'Museum',
      },
      {
        title: 'Santa Monica and Venice Beach',
        desc: 'The pier with its funfair, then a walk or bike ride along the beach path to the skaters and street performers of Venice Beach. The Venice canals are a quiet detour.',
        category: 'Beach',
      },
      {
        title: 'The Broad and LACMA',
        desc: 'The Broad in downtown shows contemporary art with free general admission (reserve a time slot online), while LACMA on Wilshire Boulevard has the popular Urban Light lamp-post installation.',
        category: 'Museum',
      },
      {
        title: 'Hollywood Walk of Fame',
        desc: 'Stars of the entertainment world set into the pavement along Hollywood Boulevard, near the TCL Chinese Theatre. It is touristy, so an hour is usually enough.',
        category: 'Landmark',
      },
      {
        title: 'Grand Central Market',
        desc: 'A historic downtown food hall with stalls serving tacos, sandwiches and more. Pair it with the Angels Flight funicular and the Bradbury Building nearby.',
        category: 'Market',
      },
      {
        title: 'Universal Studios Hollywood',
        desc: 'A film-themed amusement park with a studio tour of real sets. Buy tickets online and allow a full day; an early start beats the queues.',
        category: 'Experience',
      },
      {
        title: 'The Huntington',
        desc: 'A library, art collection and outstanding botanical gardens in San Marino near Pasadena. Allow at least half a day and book tickets online.',
        category: 'Museum',
      },
      {
        title: 'Malibu',
        desc: 'A drive along the Pacific Coast Highway to beaches such as El Matador and Zuma. Go on a weekday if you can, and respect the parking signs.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'LA is a taco city: try al pastor from a stand or truck, then explore Koreatown for Korean barbecue, Thai Town in East Hollywood, Little Tokyo downtown and the Chinese restaurants of the San Gabriel Valley. Grand Central Market and the Original Farmers Market at Fairfax are good places to sample many things at once. People tend to eat dinner fairly early, from around 6pm, and popular restaurants need reservations. At sit-down restaurants, a tip of about 18 to 20% is expected. Sales tax is added at the till, so listed prices are lower than what you pay.',
    transport_summary:
      "Los Angeles International LAX is the main airport, with Hollywood Burbank BUR, Long Beach LGB, Orange County's John Wayne SNA and Ontario ONT as alternatives. At LAX, taxis and rideshares pick up at the LAX-it lot, reached by a free shuttle from the terminals; the FlyAway bus runs to Union Station, and free shuttles connect to the Metro rail network. Distances are huge and traffic is heavy, so a rental car is the most practical way to explore widely. Metro Rail is useful for some trips, such as the B Line to Hollywood and the E Line to Santa Monica; pay with a TAP card or the TAP app.",
    local_tips: [
      'Plan around rush hour, roughly 7 to 10am and 3 to 7pm on weekdays, when a short drive can take an hour.',
      'Never leave anything visible in a parked car; break-ins are common, even in nice areas.',
      'Read parking signs carefully: street-cleaning and permit rules are strictly enforced, and towing is expensive.',
      'Early summer often brings grey, cool mornings on the coast (locals call it June Gloom), while inland valleys are much hotter.',
      'The Pacific is chilly and can have strong currents: swim near a lifeguard tower.',
      'Plugs are types A and B at 120V; tap water is safe, though many people prefer it filtered.',
      'Group your sightseeing by area (beach, Hollywood, downtown) to avoid long drives back and forth.',
    ],
  },
  {
    geonameId: 3169070,
    name: 'Rome',
    country_code: 'IT',
    top_attractions: [
      {
        title: 'Colosseum, Roman Forum and Palatine Hill',
        desc: 'The heart of ancient Rome, covered by one combined ticket. Book timed entry online well in advance, and allow at least half a day with water and a hat in summer.',
        category: 'Landmark',
      },
      {
        title: 'Vatican Museums and the Sistine Chapel',
        desc: "The papal collections end in Michelangelo's Sistine Chapel, where photography is not allowed. Book ahead and allow three hours or more.",
        category: 'Museum',
      },
      {
        title: "St Peter's Basilica",
        desc: 'The vast Renaissance church at the heart of Vatican City is free to enter, and you can climb the dome for the view. The dress code is strict: cover shoulders and knees.',
        category: 'Religious site',
      },
      {
        title: 'Pantheon',
        desc: 'A near-perfectly preserved Roman temple with a huge open oculus in its dome. There is a small entry fee, and booking ahead saves queuing.',
        category: 'Landmark',
      },
      {
        title: 'Trevi Fountain',
        desc: 'The baroque fountain where tradition says a coin over your shoulder guarantees a return to Rome. Go very early in the morning or late at night to avoid the crowds.',
        category: 'Landmark',
      },
      {
        title: 'Borghese Gallery',
        desc: 'Bernini sculptures and Caravaggio paintings in a villa in the Villa Borghese park. Booking is compulsory and visits are in timed slots, so reserve well ahead.',
        category: 'Museum',
      },
      {
        title: 'Trastevere',
        desc: 'Cobbled lanes, ivy-covered houses and lively trattorias across the Tiber. Best in the evening for dinner and a stroll.',
        category: 'Neighbourhood',
      },
      {
        title: 'Appian Way',
        desc: 'The ancient road lined with tombs and catacombs, best explored by hired bike on a Sunday when parts are quieter. Bring water and allow half a day.',
        category: 'Experience',
      },
      {
        title: 'Ostia Antica',
        desc: "Rome's ancient port, with well-preserved streets, mosaics and a theatre and far fewer crowds than the Forum. About 30 to 40 minutes by train from Porta San Paolo, next to Piramide metro station.",
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Roman cooking is simple and bold: try the four classic pastas (carbonara, cacio e pepe, amatriciana and gricia), fried supplì and pizza al taglio by the slice. The old Jewish Ghetto is known for fried artichokes, and Testaccio Market is a great place for lunch. Romans dine late, from about 8pm, and coffee drunk standing at the bar costs less than at a table. A small cover charge (coperto) per person is normal and legal; tipping is not expected, though rounding up is a kind gesture. Gelato is a daily treat: look for muted natural colours rather than towering neon mounds.',
    transport_summary:
      'Rome has two airports: Fiumicino FCO, the main hub, and Ciampino CIA, used by low-cost airlines. From Fiumicino, the Leonardo Express runs non-stop to Termini in about 30 minutes, the cheaper regional train stops at Trastevere and other stations, and licensed white taxis charge a fixed fare to the historic centre. From Ciampino, shuttle buses run to Termini, or a local bus links to Ciampino station for the train. In the city, the metro (lines A, B and C), buses and trams use time-limited tickets that must be validated, or you can tap a contactless bank card at metro gates and on many buses and trams; the historic centre is best explored on foot.',
    local_tips: [
      "Cover shoulders and knees for churches, including St Peter's; carrying a light scarf helps.",
      'Pickpockets are active on crowded buses such as route 64 and on metro line A, as well as around major sights.',
      "Refill your bottle for free at the nasoni, the city's public drinking fountains; the water is safe.",
      'Sitting on the Spanish Steps is not allowed and can lead to a fine.',
      'Take only licensed white taxis from the official ranks, and check that the meter is on.',
      'Plugs are types C, F and L at 230V.',
      'Many small businesses close for part of August, and summer afternoons are very hot; sightsee early and rest at midday.',
    ],
  },
  {
    geonameId: 3128760,
    name: 'Barcelona',
    country_code: 'ES',
    top_attractions: [
      {
        title: 'Sagrada Família',
        desc: "Gaudí's extraordinary basilica, still under construction, with a forest-like interior flooded with coloured light. Book a timed ticket well ahead, add tower access if you want the views, and cover shoulders.",
        category: 'Religious site',
      },
      {
        title: 'Park Güell',
        desc: "Gaudí's hillside park with mosaic benches, the famous salamander and views to the sea. The monumental zone needs a timed ticket booked in advance.",
        category: 'Park',
      },
      {
        title: 'Casa Batlló and La Pedrera',
        desc: "Two of Gaudí's most famous houses on Passeig de Gràcia, with wavy façades and rooftop chimneys. Book ahead, and pick one if time is short.",
        category: 'Landmark',
      },
      {
        title: 'Gothic Quarter and El Born',
        desc: 'Narrow medieval lanes around the cathedral and the Santa Maria del Mar church, full of small squares, bars and shops. The Picasso Museum in El Born is best booked ahead.',
        category: 'Neighbourhood',
      },
      {
        title: 'La Boqueria',
        desc: 'The famous market off La Rambla, piled with fruit, ham and seafood. Go in the morning before the crowds; Santa Caterina and Sant Antoni markets are calmer and more local.',
        category: 'Market',
      },
      {
        title: 'Montjuïc',
        desc: 'A green hill with a castle, the Joan Miró Foundation and the National Art Museum of Catalonia. Go up by cable car or funicular, and stay for the views at sunset.',
        category: 'Viewpoint',
      },
      {
        title: 'Bunkers del Carmel',
        desc: 'Old anti-aircraft positions on a hilltop with a 360-degree view of the city. Popular at sunset; be respectful of the residents who live nearby.',
        category: 'Viewpoint',
      },
      {
        title: 'Barceloneta',
        desc: "The city beach, a short walk from the old town, with seafood restaurants in the old fishermen's quarter behind it. Keep an eye on your belongings on the sand.",
        category: 'Beach',
      },
      {
        title: 'Montserrat',
        desc: "A Benedictine monastery in the saw-toothed mountains about an hour away by train from Plaça d'Espanya, followed by a rack railway or cable car up. Allow a full day and go early.",
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Tapas are the way to graze: try pa amb tomàquet (bread rubbed with tomato), patatas bravas, croquetas, jamón and grilled seafood, washed down with cava or a Sunday-lunchtime vermouth. Locals eat paella and other rice dishes at lunch, not dinner. Lunch is usually from 2pm and dinner from 9pm, and a weekday menú del día at lunchtime is excellent value. Good areas to eat include Gràcia, El Born, Sant Antoni and Poble-sec, where Carrer de Blai is lined with pintxos bars. Tipping is modest: round up or leave a few euros for good service.',
    transport_summary:
      'Barcelona El Prat BCN is the main airport, with some low-cost flights using Girona GRO and Reus REU, each linked to the city by coach. From El Prat, the Aerobús runs to Plaça de Catalunya in about 35 minutes, metro line L9 Sud serves both terminals (a special airport fare applies, and you will need to change lines for the centre), and the R2 Nord train from Terminal 2 reaches Sants and Passeig de Gràcia. In the city, the metro, buses and trams are easy with a T-casual ten-journey ticket or the Hola Barcelona travel card for unlimited travel. The centre is compact and best explored on foot.',
    local_tips: [
      'Pickpocketing is common on La Rambla, on the metro and on the beach: keep phones out of back pockets and bags zipped and in front of you.',
      'Catalan is the local language alongside Spanish, and a few words of Catalan, such as bon dia and gràcies, are appreciated.',
      'Swimwear is for the beach: walking around the streets bare-chested or in a swimsuit can lead to a fine.',
      'Book the big Gaudí sights online before you travel, as same-day tickets often sell out.',
      'Plugs are types C and F at 230V; tap water is safe, though many people prefer bottled or filtered for the taste.',
      'Be mindful of residents in busy areas: keep noise down late at night.',
    ],
  },
  {
    geonameId: 2759794,
    name: 'Amsterdam',
    country_code: 'NL',
    top_attractions: [
      {
        title: 'Rijksmuseum',
        desc: "The Dutch national museum, home to Rembrandt's Night Watch and Vermeer's The Milkmaid. Book a timed ticket and allow at least three hours.",
        category: 'Museum',
      },
      {
        title: 'Van Gogh Museum',
        desc: "The world's largest collection of Van Gogh's work, including his Sunflowers. Tickets are sold online only for timed slots and often sell out, so book early.",
        category: 'Museum',
      },
      {
        title: 'Anne Frank House',
        desc: 'The hidden annexe where Anne Frank wrote her diary. Tickets are sold online only, released in batches weeks ahead, and go fast; set a reminder.',
        category: 'Museum',
      },
      {
        title: 'The canal ring',
        desc: 'The 17th-century ring of canals is a UNESCO World Heritage Site. See it on a canal cruise or simply by walking the Prinsengracht and the Nine Streets.',
        category: 'Experience',
      },
      {
        title: 'Jordaan',
        desc: 'A charming former working-class area of narrow canals, brown cafés and hidden courtyard almshouses (hofjes). The Saturday market at the Noorderkerk is worth a browse.',
        category: 'Neighbourhood',
      },
      {
        title: 'Vondelpark',
        desc: "The city's best-loved park, busy with cyclists, picnics and open-air performances in summer. Close to the Museumplein museums.",
        category: 'Park',
      },
      {
        title: 'Albert Cuyp Market',
        desc: 'A long street market in De Pijp, good for fresh stroopwafels, cheese and cheap snacks. Closed on Sundays.',
        category: 'Market',
      },
      {
        title: "A'DAM Lookout and Amsterdam Noord",
        desc: 'Take the free ferry from behind Centraal station across the IJ to the observation deck and the creative venues of Amsterdam Noord.',
        category: 'Viewpoint',
      },
      {
        title: 'Haarlem',
        desc: 'A handsome historic city about 15 minutes by train, with the Frans Hals Museum, a big market square and a relaxed pace. Easy to combine with a trip to the beach at Zandvoort.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Try raw herring with onions from a herring stand, bitterballen with mustard in a traditional brown café, warm stroopwafels from a market and Dutch apple pie with cream. Amsterdam also does a great Indonesian rijsttafel, a feast of many small dishes and a legacy of colonial history. Dinner is often early, from around 6pm, and many kitchens close earlier than in southern Europe. Service is included in prices; rounding up or leaving about 5 to 10% for good service is appreciated but not required. Card payment is the norm and some places do not take cash at all.',
    transport_summary:
      'Amsterdam Airport Schiphol AMS is one of the best-connected airports in Europe. Trains from the station under the terminal reach Amsterdam Centraal in about 15 to 20 minutes and run all through the day and night; bus 397 goes to Museumplein and Leidseplein. In the city, the GVB trams, metro, buses and free ferries across the IJ are simple to use: tap in and out with a contactless bank card or phone (OVpay), or buy a GVB day ticket. Walking and cycling are often the quickest ways to get around.',
    local_tips: [
      'Red-paved paths are cycle lanes: do not walk on them, and look both ways for bikes before crossing any street.',
      'If you rent a bike, use lights at night, lock it to a fixed rack and give way to trams.',
      'Always tap out when leaving a tram or metro, or you may be charged a higher fare.',
      'Never buy drugs from street dealers, and note that smoking cannabis in the street is banned in the red-light district.',
      'Do not photograph the windows in the red-light district; it is disrespectful and can lead to confrontation.',
      'Plugs are types C and F at 230V; tap water is excellent.',
      'The weather changes quickly, so pack a waterproof jacket even in summer.',
    ],
  },
  {
    geonameId: 745044,
    name: 'Istanbul',
    country_code: 'TR',
    top_attractions: [
      {
        title: 'Hagia Sophia',
        desc: 'A sixth-century Byzantine church, later a mosque and museum, and once again a working mosque. Foreign visitors buy a ticket and see it from the upper gallery; dress modestly and expect closures at prayer times.',
        category: 'Religious site',
      },
      {
        title: 'Blue Mosque',
        desc: 'The Sultan Ahmed Mosque, famous for its blue İznik tiles and six minarets, is free to enter outside prayer times. Cover shoulders and knees; women cover their hair, and scarves are lent at the entrance.',
        category: 'Religious site',
      },
      {
        title: 'Topkapı Palace',
        desc: "The Ottoman sultans' palace, with courtyards, treasures and Bosphorus views. Allow three hours; the Harem is well worth seeing.",
        category: 'Museum',
      },
      {
        title: 'Basilica Cistern',
        desc: 'A vast underground Byzantine water reservoir with rows of columns and two Medusa-head column bases. Queues are shortest early in the day.',
        category: 'Landmark',
      },
      {
        title: 'Grand Bazaar',
        desc: 'One of the oldest and largest covered markets in the world, with thousands of shops selling carpets, lamps, ceramics and jewellery. Bargain with a smile and do not feel pressured to buy.',
        category: 'Market',
      },
      {
        title: 'Spice Bazaar',
        desc: 'A historic market near Eminönü, full of spices, Turkish delight, dried fruit and teas. Compare prices with the shops in the streets around it.',
        category: 'Market',
      },
      {
        title: 'Süleymaniye Mosque',
        desc: "The masterpiece of the architect Sinan, on one of the city's hills, with a peaceful courtyard and fine views over the Golden Horn. Usually calmer than the Blue Mosque.",
        category: 'Religious site',
      },
      {
        title: 'A Bosphorus ferry',
        desc: 'The public ferries are a cheap and beautiful way to see the city from the water, between Europe and Asia. For a longer trip, take the full Bosphorus cruise up to Anadolu Kavağı.',
        category: 'Experience',
      },
      {
        title: 'Galata and Karaköy',
        desc: 'The medieval Galata Tower has views over the old city; the streets around it and the waterfront of Karaköy are full of cafés and galleries.',
        category: 'Viewpoint',
      },
      {
        title: 'Kadıköy',
        desc: 'A lively neighbourhood on the Asian side with a superb food market area and bars. Take the ferry across from Eminönü or Karaköy.',
        category: 'Neighbourhood',
      },
      {
        title: "Princes' Islands",
        desc: 'Car-free islands in the Sea of Marmara, reached by ferry, with wooden mansions, pine woods and beaches. Büyükada is the largest; allow a full day.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Start with a full Turkish breakfast (kahvaltı) or a simit (sesame bread ring) from a street cart. Try döner, kebabs, lahmacun, pide and the grilled-fish sandwiches sold by the water at Eminönü, and finish with baklava and Turkish tea or coffee. A meyhane evening of meze and rakı is a classic night out, while a lokanta serves home-style dishes from a counter at lunch. The food market streets of Kadıköy are excellent for grazing. A tip of about 5 to 10% in cash is usual in restaurants.',
    transport_summary:
      'Istanbul has two airports: Istanbul Airport IST on the European side and Sabiha Gökçen SAW on the Asian side. From IST, the M11 metro line connects to the city network at Gayrettepe, and Havaist buses run to Taksim, Sultanahmet and other districts in about an hour or more depending on traffic. From SAW, the M4 metro runs towards Kadıköy, and Havabus coaches go to Taksim and Kadıköy. Around the city, an Istanbulkart covers the metro, the T1 tram through Sultanahmet and Eminönü, buses, funiculars, the Marmaray rail tunnel under the Bosphorus and the ferries. Use taxis with the meter running, or book through an app.',
    local_tips: [
      'In mosques, take your shoes off, dress modestly and avoid prayer times; women should cover their hair.',
      'Beware of the shoeshine man who drops his brush and then wants payment for "helping", and of friendly strangers who invite you to a bar, where the bill can be enormous.',
      'Insist that taxis use the meter, and know roughly where you are going.',
      'Do not drink tap water; bottled water is cheap and everywhere.',
      'Bargaining is normal in bazaars but not in shops with marked prices.',
      'Plugs are types C and F at 230V.',
      'The city is hilly and many streets are cobbled, so bring comfortable shoes.',
    ],
  },
  {
    geonameId: 1835848,
    name: 'Seoul',
    country_code: 'KR',
    top_attractions: [
      {
        title: 'Gyeongbokgung Palace',
        desc: 'The grandest of the Joseon-dynasty palaces, with the changing of the guard ceremony at the main gate. Wearing a hanbok (traditional dress) gets you in free, and rental shops are nearby.',
        category: 'Landmark',
      },
      {
        title: 'Changdeokgung and the Secret Garden',
        desc: 'A UNESCO-listed palace that blends into the hills, with a beautiful rear garden visited only on guided tours. Book the garden tour ahead.',
        category: 'Landmark',
      },
      {
        title: 'Bukchon Hanok Village',
        desc: 'A hillside neighbourhood of traditional tiled-roof houses between the palaces. People live here, so keep your voice down, and note that visits to part of the area are restricted in the evening and early morning.',
        category: 'Neighbourhood',
      },
      {
        title: 'N Seoul Tower and Namsan',
        desc: 'A tower on Namsan mountain with panoramic city views. Ride the cable car or walk up the forest paths, and visit at dusk to see the lights come on.',
        category: 'Viewpoint',
      },
      {
        title: 'Gwangjang Market',
        desc: 'One of the oldest markets in Seoul, famous for its food stalls: try bindaetteok (mung bean pancakes), mayak gimbap and yukhoe. Go hungry and share dishes.',
        category: 'Market',
      },
      {
        title: 'National Museum of Korea',
        desc: 'A huge, free museum in Yongsan covering Korean history and art, with a peaceful garden and pond. Allow at least half a day.',
        category: 'Museum',
      },
      {
        title: 'Cheonggyecheon Stream',
        desc: 'A restored stream running through downtown with walking paths below street level. Pleasant on summer evenings, and often decorated for festivals.',
        category: 'Park',
      },
      {
        title: 'Myeongdong',
        desc: 'A busy shopping district full of cosmetics shops and, in the evening, street-food stalls. Walk up to Myeongdong Cathedral for a calmer moment.',
        category: 'Neighbourhood',
      },
      {
        title: 'Bukhansan National Park',
        desc: 'Rocky granite peaks right on the edge of the city, reachable by subway and bus. Popular weekend hikes; wear proper shoes and start early.',
        category: 'Park',
      },
      {
        title: 'The DMZ',
        desc: 'The border zone with North Korea can only be visited on an organised tour. Bring your passport, and be aware that tours can be cancelled at short notice.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Korean barbecue (especially samgyeopsal pork belly), bibimbap, kimchi stew, tteokbokki and Korean fried chicken with beer (chimaek) are must-tries, and cold naengmyeon noodles are a summer favourite. Side dishes (banchan) come free and are refilled on request. Barbecue restaurants often require a minimum order of two portions. You usually pay at the counter on the way out, and tipping is not expected. Gwangjang Market, the Myeongdong street stalls and Noryangjin Fish Market are great places to eat.',
    transport_summary:
      'Incheon International ICN is the main airport, about an hour west of the centre, and Gimpo GMP is closer and handles domestic and some regional flights. From Incheon, the AREX Express train runs non-stop to Seoul Station in about 45 minutes, and the all-stop AREX train takes about an hour and connects with the subway; airport limousine buses serve many hotels. Gimpo is on subway lines 5 and 9 and the AREX line. Around the city, the subway and buses use a T-money card, sold and topped up at convenience stores; tap in and out, including on buses, to get transfer discounts.',
    local_tips: [
      'Google Maps does not give full directions in Korea; download Naver Map or KakaoMap before you arrive.',
      'Leave the priority seats on the subway for older people, pregnant women and people with disabilities, even when the train is crowded.',
      'Tap your card when you get off the bus as well as when you get on, or you lose the transfer discount.',
      'Check whether you need a K-ETA or visa before travelling, as the rules depend on your nationality.',
      'Plugs are types C and F at 220V; tap water is safe, though most locals drink filtered or bottled water.',
      'Spring can bring fine dust and yellow dust from the west: check air-quality apps and carry a mask on bad days.',
    ],
  },
  {
    geonameId: 3530597,
    name: 'Mexico City',
    country_code: 'MX',
    top_attractions: [
      {
        title: 'Zócalo and the Centro Histórico',
        desc: 'One of the largest city squares in the world, framed by the Metropolitan Cathedral and the National Palace. Next door, the Templo Mayor museum shows the ruins of the Aztec capital.',
        category: 'Landmark',
      },
      {
        title: 'National Museum of Anthropology',
        desc: "A world-class museum of Mexico's ancient cultures, with the Aztec Sun Stone in its Mexica hall. Allow at least half a day.",
        category: 'Museum',
      },
      {
        title: 'Chapultepec Park and Castle',
        desc: 'A huge park with lakes and museums, topped by a castle that once housed an emperor, with views down Paseo de la Reforma. Sundays are busy with families.',
        category: 'Park',
      },
      {
        title: 'Frida Kahlo Museum (Casa Azul)',
        desc: 'The blue house in Coyoacán where Frida Kahlo was born and lived. Tickets are timed and sell out, so book online well in advance.',
        category: 'Museum',
      },
      {
        title: 'Palacio de Bellas Artes',
        desc: 'A striking white marble concert hall and museum with murals by Rivera and other great Mexican artists. See a performance of the Ballet Folklórico if you can.',
        category: 'Landmark',
      },
      {
        title: 'Roma and Condesa',
        desc: 'Leafy, walkable neighbourhoods with art deco buildings, parks, cafés and some of the best restaurants in the city.',
        category: 'Neighbourhood',
      },
      {
        title: 'Coyoacán',
        desc: 'A colonial-era district of cobbled streets, plazas and a busy market, good for a relaxed afternoon after the Casa Azul.',
        category: 'Neighbourhood',
      },
      {
        title: 'Xochimilco',
        desc: 'Colourful trajinera boats on ancient canals, with floating vendors and mariachi bands. Lively and fun with a group at weekends, calmer on weekdays; agree the price per boat per hour before boarding.',
        category: 'Experience',
      },
      {
        title: 'Teotihuacan',
        desc: 'The vast ancient city with the Pyramids of the Sun and the Moon, about an hour by bus from the Terminal Norte bus station. Go early, and bring sun protection and water: there is little shade and the altitude is high.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Mexico City is a street-food paradise: tacos al pastor, tlacoyos, quesadillas and tamales for breakfast, with chilaquiles, mole and pozole in sit-down places and churros with chocolate at El Moro. Markets such as the Mercado de Coyoacán and La Merced are great for cheap, authentic meals, and Roma and Condesa have many acclaimed restaurants. The main meal, comida, is eaten from about 2pm, and dinner is late and lighter. At street stalls, pick busy ones with fast turnover. In restaurants tip 10 to 15%, and when paying by card you may be asked whether to add the tip to the payment.',
    transport_summary:
      'Benito Juárez International MEX is close to the centre, and some domestic and low-cost flights use Felipe Ángeles International NLU, more than an hour to the north. From MEX, use the authorised taxis by buying a ticket at an official booth inside the terminal, or book Uber or DiDi from the designated pick-up points; Metrobús Line 4 runs from both terminals to the historic centre, and Metro Line 5 stops near Terminal 1. In the city, the Metro is cheap and extensive but very crowded at rush hour, and the Metrobús rapid buses need a rechargeable Mi Tarjeta card. Ride-hailing apps are the easiest and safest option for evenings.',
    local_tips: [
      'The city sits at about 2,240 m: take it easy on your first day, drink plenty of water and go easy on alcohol.',
      'Do not drink tap water; use bottled or filtered water, which restaurants use for ice too.',
      'Use ride-hailing apps or official taxi ranks (sitios) rather than hailing taxis on the street.',
      'Watch for pickpockets on the Metro and in crowded markets; at rush hour, some carriages are reserved for women and children.',
      'Carry small notes and coins for markets and street stalls, which rarely take cards.',
      'From about June to September, expect heavy afternoon rain showers.',
      'Plugs are types A and B at 127V.',
    ],
  },
  {
    geonameId: 3448439,
    name: 'São Paulo',
    country_code: 'BR',
    top_attractions: [
      {
        title: 'Avenida Paulista',
        desc: "The city's main avenue, lined with towers, cultural centres and cafés. On Sundays it is closed to cars and becomes a huge open-air space for walkers, cyclists and street musicians.",
        category: 'Neighbourhood',
      },
      {
        title: 'MASP',
        desc: 'The São Paulo Museum of Art, a red-framed building on Paulista that holds a top European and Brazilian collection displayed on distinctive glass easels. Allow two hours.',
        category: 'Museum',
      },
      {
        title: 'Ibirapuera Park',
        desc: "The city's favourite park, with lakes and buildings by Oscar Niemeyer housing museums such as the Afro Brasil Museum and the Museum of Modern Art. Busy and cheerful at weekends.",
        category: 'Park',
      },
      {
        title: 'Mercado Municipal',
        desc: 'A grand old market hall with stained-glass windows, known for huge mortadella sandwiches and pastel de bacalhau. Go at lunchtime with an appetite.',
        category: 'Market',
      },
      {
        title: 'Pinacoteca de São Paulo',
        desc: "The city's oldest art museum, in an elegant building by the Jardim da Luz, focused on Brazilian art.",
        category: 'Museum',
      },
      {
        title: 'Liberdade',
        desc: 'The heart of one of the largest Japanese communities outside Japan, with red lanterns, shops and restaurants. A weekend street fair adds food stalls.',
        category: 'Neighbourhood',
      },
      {
        title: 'Vila Madalena and Beco do Batman',
        desc: 'A bohemian district of bars and galleries, home to an alley covered in ever-changing street art. Lively in the evenings.',
        category: 'Neighbourhood',
      },
      {
        title: 'Theatro Municipal',
        desc: 'An ornate early 20th-century opera house in the city centre. Take a guided tour or catch a performance; go during the day and by taxi or app at night.',
        category: 'Landmark',
      },
      {
        title: 'Farol Santander',
        desc: 'A landmark downtown tower with a cultural centre and an observation deck over the endless skyline.',
        category: 'Viewpoint',
      },
      {
        title: 'Museu do Futebol',
        desc: 'An interactive football museum inside the Pacaembu stadium, interesting even if you are not a big fan.',
        category: 'Museum',
      },
    ],
    dining_summary:
      'São Paulo is one of the great food cities of the Americas, shaped by Italian, Japanese, Lebanese and northeastern Brazilian communities. Eat pizza on a Sunday night like the locals, feijoada on a Wednesday or Saturday, Japanese food in Liberdade and Italian food in Bixiga, and snack on pastel with sugarcane juice at a street market (feira). Pay-by-weight lunch buffets (por quilo) are cheap and quick, and churrascarias serve grilled meats on a rodízio basis until you say stop. Restaurants usually add a 10% service charge, which is optional. Cards and Pix are accepted almost everywhere.',
    transport_summary:
      'Guarulhos GRU is the main international airport, about 25 km northeast of the centre, and Congonhas CGH handles domestic flights from a site close to the centre; some flights use Viracopos VCP in Campinas, about 100 km away. From Guarulhos, a free shuttle bus links the terminals to the CPTM Line 13-Jade train station, which connects into the city rail network; airport coaches and taxis are also available, but road journeys can take well over an hour in traffic. Around the city, the Metro and CPTM trains are the fastest way to avoid the traffic and use the Bilhete Único card. Uber and 99 are widely used and convenient, especially at night.',
    local_tips: [
      'Keep your phone out of sight near the kerb and on busy streets, where snatch thefts happen, and do not wear flashy jewellery.',
      'Use ride-hailing apps rather than walking at night, especially in the centre.',
      'Traffic is intense: allow plenty of time to reach the airport, and use the Metro where you can.',
      'Learn a few words of Portuguese; English is not widely spoken outside hotels and upmarket restaurants.',
      'Most sockets are type N and the voltage is usually 127V, so check your chargers.',
      'Summer brings heavy afternoon storms that can cause flooding; carry an umbrella.',
    ],
  },
  {
    geonameId: 3369157,
    name: 'Cape Town',
    country_code: 'ZA',
    top_attractions: [
      {
        title: 'Table Mountain',
        desc: 'The flat-topped mountain above the city, reached by the rotating Aerial Cableway or by hiking Platteklip Gorge in two to three hours. The cableway closes in strong wind, so check on the day and go up early when it is clear.',
        category: 'Viewpoint',
      },
      {
        title: 'Robben Island',
        desc: 'The island prison where Nelson Mandela spent 18 years, now a museum visited on guided tours. Ferries leave from the Nelson Mandela Gateway at the V&A Waterfront; book ahead, as trips can be cancelled in rough seas.',
        category: 'Museum',
      },
      {
        title: 'V&A Waterfront and Zeitz MOCAA',
        desc: 'A working harbour with shops, restaurants and views of Table Mountain; the Zeitz Museum of Contemporary Art Africa fills a converted grain silo.',
        category: 'Neighbourhood',
      },
      {
        title: 'Bo-Kaap',
        desc: 'Brightly painted houses on the slopes of Signal Hill, home to the Cape Malay community. This is a residential area, so be respectful when taking photos, and visit the Bo-Kaap Museum to learn its history.',
        category: 'Neighbourhood',
      },
      {
        title: 'Kirstenbosch National Botanical Garden',
        desc: 'A beautiful garden of native plants on the slopes of Table Mountain, with a treetop walkway called the Boomslang. Summer sunset concerts are a local favourite.',
        category: 'Park',
      },
      {
        title: 'Boulders Beach',
        desc: "A sheltered beach near Simon's Town where a colony of African penguins lives among the boulders. Entry is paid, and keep your distance from the birds.",
        category: 'Beach',
      },
      {
        title: 'Cape Point and the Cape of Good Hope',
        desc: "Dramatic cliffs at the tip of the peninsula, inside Table Mountain National Park. Drive there via Chapman's Peak Drive and allow a full day with stops.",
        category: 'Day trip',
      },
      {
        title: "Lion's Head",
        desc: 'A popular hike with a 360-degree view, especially at sunrise or sunset. Allow two to three hours up and down, and never hike alone.',
        category: 'Viewpoint',
      },
      {
        title: 'Cape Winelands',
        desc: 'Stellenbosch and Franschhoek are about an hour away, with historic estates and tastings. Join a tour or choose a designated driver.',
        category: 'Day trip',
      },
      {
        title: 'District Six Museum',
        desc: 'A moving museum telling the story of a community forcibly removed under apartheid. Allow an hour or two.',
        category: 'Museum',
      },
    ],
    dining_summary:
      'Try Cape Malay dishes such as bobotie and bredie, a gatsby (a huge loaded sandwich), boerewors and biltong, and fish and chips at Kalk Bay harbour. A braai (barbecue) is a national pastime, and the nearby winelands make excellent wines. Weekend markets such as the Neighbourgoods Market at the Old Biscuit Mill in Woodstock and the Oranjezicht City Farm Market are great for browsing and eating. Tip about 10 to 15% in restaurants; the card machine is usually brought to your table. It is also customary to tip car guards and petrol station attendants a few rand.',
    transport_summary:
      'Cape Town International CPT is about 20 km from the city centre. Most visitors take a taxi, Uber or Bolt, which takes about 20 to 30 minutes outside rush hour, or pick up a rental car at the airport. In the city, the MyCiTi buses run along the Atlantic seaboard and the city centre, paid with a myconnect card. A car is the easiest way to explore the peninsula and winelands, and ride-hailing apps are the safest way to get around at night.',
    local_tips: [
      'Avoid walking alone after dark and in quiet areas, and hike in a group on popular routes, telling someone your plans.',
      'Use ATMs inside banks or shopping centres, and never accept help from strangers at a cash machine.',
      'Traffic drives on the left.',
      'Do not feed baboons on the peninsula and keep food out of sight in your car; they are bold and can be aggressive.',
      'The Atlantic beaches are very cold; the False Bay side, around Muizenberg, is warmer.',
      'Summer, from December to February, is dry and windy, while winter, from June to August, is wet.',
      'Plugs are mostly type M (three large round pins), with newer type N sockets too; tap water is safe to drink.',
    ],
  },
  {
    geonameId: 2660646,
    name: 'Geneva',
    country_code: 'CH',
    top_attractions: [
      {
        title: "Jet d'Eau",
        desc: 'The giant fountain on the lake that shoots water about 140 metres into the air. Walk out along the jetty for a close look, but expect to get splashed on a windy day; it is switched off in freezing or stormy weather.',
        category: 'Landmark',
      },
      {
        title: 'Old Town and St Pierre Cathedral',
        desc: 'Cobbled streets on the hill above the lake, with the cathedral where Calvin preached. Climb the towers for a view of the city, the lake and the Alps.',
        category: 'Religious site',
      },
      {
        title: 'Palais des Nations',
        desc: 'The European headquarters of the United Nations, open for guided tours; bring your passport and book ahead. The giant Broken Chair sculpture stands in the square opposite.',
        category: 'Landmark',
      },
      {
        title: 'International Red Cross and Red Crescent Museum',
        desc: 'A powerful, interactive museum on humanitarian work, just across from the UN. Allow about two hours.',
        category: 'Museum',
      },
      {
        title: 'Parc des Bastions and the Reformation Wall',
        desc: 'A leafy park below the Old Town with giant chessboards and a monumental wall honouring leaders of the Protestant Reformation.',
        category: 'Park',
      },
      {
        title: 'Bains des Pâquis',
        desc: 'A much-loved public bathing spot on a jetty: swim in the lake in summer, or eat fondue and use the sauna in winter.',
        category: 'Experience',
      },
      {
        title: 'Carouge',
        desc: 'A charming former Sardinian town just south of the centre, with low houses, artisan shops, squares and a relaxed café scene.',
        category: 'Neighbourhood',
      },
      {
        title: 'CERN Science Gateway',
        desc: 'The visitor centre of the European physics laboratory, with free exhibitions on particle physics; reach it by tram 18 from the centre.',
        category: 'Museum',
      },
      {
        title: 'Lausanne and Montreux',
        desc: 'Take the train or a lake steamer along Lake Geneva to Lausanne, or continue to Montreux and Chillon Castle. Allow a full day, and look out for the Lavaux terraced vineyards on the way.',
        category: 'Day trip',
      },
    ],
    dining_summary:
      'Swiss classics like cheese fondue and raclette are at their best in winter, and lake perch fillets with chips are a local favourite in summer. Geneva has its own dishes too, such as longeole sausage and, in winter, cardoon gratin, and the canton grows wine that goes well with both. The Pâquis district offers cheaper international food, and Carouge has relaxed bistros; a weekday lunchtime dish of the day is the best value. Service is included in prices, so tipping is optional, with rounding up common. Prices are in Swiss francs, and cards are accepted almost everywhere.',
    transport_summary:
      'Geneva Airport GVA is only about 5 km from the centre. Trains run to Geneva Cornavin station in about 7 minutes, and a free public transport ticket is available from a machine in the baggage reclaim area. Hotels, hostels and campsites give guests a free Geneva Transport Card covering buses, trams, trains within the city and the yellow Mouettes boats that cross the lake. The centre is compact and easy to explore on foot.',
    local_tips: [
      'Ask for your free Geneva Transport Card when you check in; it covers public transport for your whole stay.',
      'Switzerland uses type J plugs at 230V; slim two-pin European plugs usually fit, but larger ones need an adapter.',
      'Tap water is excellent, and the public fountains are safe to drink from.',
      'Most shops close on Sundays, so plan groceries ahead.',
      'France is only a few kilometres away, so carry your passport or ID if you plan to cross the border.',
      'Geneva is expensive: picnics by the lake and lunchtime set dishes help to keep costs down.',
      'In winter, a cold north wind called the bise can make the lakefront feel much colder than the forecast suggests.',
    ],
  },
];

const guidesById = new Map<number, CityGuide>(cityGuides.map((guide) => [guide.geonameId, guide]));

/** The team's guide for a city, by its GeoNames id, if there is one. */
export function guideFor(geonameId: number): CityGuide | undefined {
  return guidesById.get(geonameId);
}
