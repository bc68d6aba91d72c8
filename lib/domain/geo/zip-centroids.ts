// Offline ZIP-code geocoding for when Google Places is not configured. PRECISION, honestly: a ZIP
// code is reduced to its first three digits (the USPS sectional center), and each prefix range below carries
// the coordinates of the city that sectional center is named for — typically within 20–60 miles of the
// address, up to ~150 miles in the large rural prefixes of the West and Alaska. A prefix not in the table
// falls back to the centre of its state (`precision: "state"`). Good enough for the map and a radius filter
// of 25 miles or more; not an address geocoder. Hand-compiled approximations (two decimals), not USPS data;
// the state and metro tables live in zip-centroids.json.
import data from "./zip-centroids.json";

export type ZipPrecision = "zip3" | "state";
export type ZipLocation = {
  lat: number;
  lng: number;
  state: string;
  /** The sectional center's city ("Houston"), or the state name for a state-level fallback. */
  place: string;
  /** Location-index key of the sample metro the prefix belongs to ("houston-tx"), when one does. */
  metro: string | null;
  precision: ZipPrecision;
};

// [first prefix, last prefix, USPS state]
const stateRanges = data.stateRanges as [number, number, string][];

// Approximate geographic centres, for prefixes the table below does not list.
const stateCentres = data.stateCentres as unknown as Record<string, [number, number, string]>;

// "from[-to] lat lng City" — one sectional center per entry, ranges where neighbours share a city.
const prefixTable = `
006-009 18.47 -66.11 San Juan|010-011 42.10 -72.59 Springfield|012 42.45 -73.25 Pittsfield|013 42.59 -72.60 Greenfield
014 42.58 -71.80 Fitchburg|015-016 42.26 -71.80 Worcester|017 42.28 -71.42 Framingham|018 42.64 -71.32 Lowell
019 42.47 -70.95 Lynn|020 42.08 -71.02 Brockton|021-022 42.36 -71.06 Boston|023 42.08 -71.02 Brockton
024 42.45 -71.23 Lexington|025-026 41.67 -70.30 Cape Cod|027 41.64 -70.93 New Bedford|028-029 41.82 -71.41 Providence
030-031 42.99 -71.46 Manchester|032-033 43.21 -71.54 Concord|034 42.93 -72.28 Keene|035 44.31 -71.77 Littleton
036-037 43.64 -72.25 Lebanon|038 43.07 -70.76 Portsmouth|039-041 43.66 -70.26 Portland|042 44.10 -70.21 Lewiston
043 44.31 -69.78 Augusta|044 44.80 -68.77 Bangor|045 43.91 -69.82 Bath|046 44.54 -68.42 Ellsworth
047 46.13 -67.84 Houlton|048 44.10 -69.11 Rockland|049 44.55 -69.63 Waterville|050 43.65 -72.32 White River Junction
051 43.13 -72.44 Bellows Falls|052 42.88 -73.20 Bennington|053 42.85 -72.56 Brattleboro|054 44.48 -73.21 Burlington
055 42.66 -71.14 Andover|056 44.26 -72.58 Montpelier|057 43.61 -72.97 Rutland|058 44.42 -72.02 St. Johnsbury
059 44.94 -72.21 Newport|060-061 41.76 -72.67 Hartford|062 41.71 -72.21 Willimantic|063 41.36 -72.10 New London
064-065 41.31 -72.92 New Haven|066 41.19 -73.20 Bridgeport|067 41.56 -73.05 Waterbury|068-069 41.05 -73.54 Stamford
070-071 40.74 -74.17 Newark|072 40.66 -74.21 Elizabeth|073 40.73 -74.08 Jersey City|074-075 40.92 -74.17 Paterson
076 40.89 -74.04 Hackensack|077 40.35 -74.07 Red Bank|078 40.88 -74.56 Dover|079 40.72 -74.36 Summit
080-083 39.93 -75.03 Cherry Hill|084 39.36 -74.42 Atlantic City|085-086 40.22 -74.76 Trenton|087 40.10 -74.22 Lakewood
088-089 40.49 -74.45 New Brunswick|100-102 40.75 -73.99 New York|103 40.58 -74.15 Staten Island|104 40.84 -73.87 Bronx
105-108 41.03 -73.76 White Plains|109 41.11 -74.15 Suffern|110 40.73 -73.79 Queens|111 40.74 -73.94 Long Island City
112 40.65 -73.95 Brooklyn|113 40.76 -73.83 Flushing|114 40.70 -73.80 Jamaica|115 40.73 -73.64 Mineola
116 40.60 -73.76 Far Rockaway|117 40.80 -73.20 Hauppauge|118 40.77 -73.53 Hicksville|119 40.92 -72.66 Riverhead
120-123 42.65 -73.76 Albany|124 41.93 -74.00 Kingston|125-126 41.70 -73.92 Poughkeepsie|127 41.66 -74.69 Monticello
128 43.31 -73.64 Glens Falls|129 44.70 -73.45 Plattsburgh|130-132 43.05 -76.15 Syracuse|133-135 43.10 -75.23 Utica
136 43.97 -75.91 Watertown|137-139 42.10 -75.91 Binghamton|140-143 42.89 -78.88 Buffalo|144-146 43.16 -77.61 Rochester
147 42.10 -79.24 Jamestown|148-149 42.09 -76.81 Elmira|150-154 40.44 -80.00 Pittsburgh|155 40.33 -78.92 Johnstown
156 40.30 -79.54 Greensburg|157 40.33 -78.92 Johnstown|158 41.12 -78.76 DuBois|159 40.33 -78.92 Johnstown
160-161 41.00 -80.35 New Castle|162 40.82 -79.52 Kittanning|163 41.43 -79.71 Oil City|164-165 42.13 -80.09 Erie
166 40.52 -78.39 Altoona|167 41.96 -78.64 Bradford|168 40.79 -77.86 State College|169 41.75 -77.30 Wellsboro
170-171 40.27 -76.88 Harrisburg|172 39.94 -77.66 Chambersburg|173-174 39.96 -76.73 York|175-176 40.04 -76.31 Lancaster
177 41.24 -77.00 Williamsport|178 40.86 -76.79 Sunbury|179 40.69 -76.20 Pottsville|180-181 40.60 -75.47 Allentown
182 40.96 -75.97 Hazleton|183 41.00 -75.18 East Stroudsburg|184-185 41.41 -75.66 Scranton|186-187 41.25 -75.88 Wilkes-Barre
188 41.41 -75.66 Scranton|189 40.31 -75.13 Doylestown|190-191 39.95 -75.17 Philadelphia|193 40.04 -75.49 Paoli
194 40.12 -75.34 Norristown|195-196 40.34 -75.93 Reading|197-198 39.74 -75.55 Wilmington|199 39.16 -75.52 Dover
200 38.90 -77.03 Washington|201 38.95 -77.45 Dulles|202-205 38.90 -77.03 Washington|206 38.62 -76.94 Waldorf
207-208 39.00 -76.90 Laurel|209 38.99 -77.03 Silver Spring|210-212 39.29 -76.61 Baltimore|214 38.98 -76.49 Annapolis
215 39.65 -78.76 Cumberland|216 38.77 -76.08 Easton|217 39.41 -77.41 Frederick|218 38.36 -75.60 Salisbury
219 39.61 -75.83 Elkton|220-223 38.85 -77.20 Fairfax|224-225 38.30 -77.46 Fredericksburg|226 39.19 -78.16 Winchester
227 38.47 -78.00 Culpeper|228 38.45 -78.87 Harrisonburg|229 38.03 -78.48 Charlottesville|230-232 37.54 -77.44 Richmond
233-235 36.85 -76.29 Norfolk|236 37.09 -76.47 Newport News|237 36.84 -76.30 Portsmouth|238 37.23 -77.40 Petersburg
239 37.30 -78.39 Farmville|240-241 37.27 -79.94 Roanoke|242 36.60 -82.19 Bristol|243 37.05 -80.78 Pulaski
244 38.15 -79.07 Staunton|245 37.41 -79.14 Lynchburg|246 37.25 -81.27 Bluefield|247-248 37.27 -81.22 Bluefield
249 37.80 -80.45 Lewisburg|250-253 38.35 -81.63 Charleston|254 39.46 -77.96 Martinsburg|255-257 38.42 -82.45 Huntington
258-259 37.78 -81.19 Beckley|260 40.06 -80.72 Wheeling|261 39.27 -81.56 Parkersburg|262-264 39.28 -80.34 Clarksburg
265 39.63 -79.96 Morgantown|266 38.67 -80.77 Gassaway|267 39.34 -78.76 Romney|268 38.99 -79.12 Petersburg
270 36.07 -79.79 Greensboro|271 36.10 -80.24 Winston-Salem|272-274 36.07 -79.79 Greensboro|275-276 35.78 -78.64 Raleigh
277 35.99 -78.90 Durham|278 35.94 -77.79 Rocky Mount|279 36.29 -76.25 Elizabeth City|280-282 35.23 -80.84 Charlotte
283 35.05 -78.88 Fayetteville|284 34.23 -77.94 Wilmington|285 35.26 -77.58 Kinston|286 35.73 -81.34 Hickory
287-289 35.60 -82.55 Asheville|290-292 34.00 -81.03 Columbia|293 34.85 -82.40 Greenville|294 32.78 -79.93 Charleston
295 34.20 -79.76 Florence|296 34.85 -82.40 Greenville|297 34.92 -81.03 Rock Hill|298 33.56 -81.72 Aiken
299 32.43 -80.67 Beaufort|300-303 33.75 -84.39 Atlanta|304 32.60 -82.33 Swainsboro|305 34.30 -83.82 Gainesville
306 33.96 -83.38 Athens|307 34.77 -84.97 Dalton|308-309 33.47 -81.97 Augusta|310 32.84 -83.63 Macon
311 33.75 -84.39 Atlanta|312 32.84 -83.63 Macon|313-314 32.08 -81.09 Savannah|315 31.21 -82.35 Waycross
316 30.83 -83.28 Valdosta|317 31.58 -84.16 Albany|318-319 32.46 -84.99 Columbus|320 30.33 -81.66 Jacksonville
321 29.21 -81.02 Daytona Beach|322 30.33 -81.66 Jacksonville|323 30.44 -84.28 Tallahassee|324 30.16 -85.66 Panama City
325 30.42 -87.22 Pensacola|326 29.65 -82.32 Gainesville|327-328 28.54 -81.38 Orlando|329 28.08 -80.61 Melbourne
330-332 25.77 -80.19 Miami|333 26.12 -80.14 Fort Lauderdale|334 26.72 -80.05 West Palm Beach|335-336 27.95 -82.46 Tampa
337 27.77 -82.64 St. Petersburg|338 28.04 -81.95 Lakeland|339 26.64 -81.87 Fort Myers|341 26.14 -81.79 Naples
342 27.34 -82.53 Sarasota|344 29.19 -82.14 Ocala|346 28.24 -82.72 New Port Richey|347 28.54 -81.38 Orlando
349 27.45 -80.33 Fort Pierce|350-352 33.52 -86.80 Birmingham|354 33.21 -87.57 Tuscaloosa|355 33.83 -87.28 Jasper
356 34.61 -86.98 Decatur|357-358 34.73 -86.59 Huntsville|359 34.01 -86.01 Gadsden|360-361 32.37 -86.30 Montgomery
362 33.66 -85.83 Anniston|363 31.22 -85.39 Dothan|364 31.43 -86.96 Evergreen|365-366 30.69 -88.04 Mobile
367 32.41 -87.02 Selma|368 32.65 -85.38 Opelika|369 32.52 -88.00 Livingston|370-372 36.16 -86.78 Nashville
373-374 35.05 -85.31 Chattanooga|376 36.31 -82.35 Johnson City|377-379 35.96 -83.92 Knoxville|380-381 35.15 -90.05 Memphis
382 36.13 -88.52 McKenzie|383 35.61 -88.81 Jackson|384 35.62 -87.04 Columbia|385 36.16 -85.50 Cookeville
386 34.70 -89.90 Holly Springs|387 33.41 -91.06 Greenville|388 34.26 -88.70 Tupelo|389 33.77 -89.81 Grenada
390-392 32.30 -90.18 Jackson|393 32.36 -88.70 Meridian|394 31.33 -89.29 Hattiesburg|395 30.37 -89.09 Gulfport
396 31.24 -90.45 McComb|397 33.50 -88.43 Columbus|398 31.58 -84.16 Albany|399 33.75 -84.39 Atlanta
400-402 38.25 -85.76 Louisville|403-405 38.04 -84.50 Lexington|406 38.20 -84.87 Frankfort|407-409 37.13 -84.08 London
410 39.08 -84.51 Covington|411-412 38.48 -82.64 Ashland|413-414 37.74 -83.55 Campton|415-416 37.48 -82.52 Pikeville
417-418 37.25 -83.19 Hazard|420 37.08 -88.60 Paducah|421-422 36.99 -86.44 Bowling Green|423 37.77 -87.11 Owensboro
424 37.84 -87.59 Henderson|425-426 37.09 -84.60 Somerset|427 37.69 -85.86 Elizabethtown|430-432 39.96 -83.00 Columbus
433 40.59 -83.13 Marion|434-436 41.65 -83.54 Toledo|437-438 39.94 -82.01 Zanesville|439 40.36 -80.61 Steubenville
440-441 41.50 -81.69 Cleveland|442-443 41.08 -81.52 Akron|444-445 41.10 -80.65 Youngstown|446-447 40.80 -81.38 Canton
448-449 40.76 -82.52 Mansfield|450-452 39.10 -84.51 Cincinnati|453-454 39.76 -84.19 Dayton|455 39.92 -83.81 Springfield
456 39.33 -82.98 Chillicothe|457 39.33 -82.10 Athens|458 40.74 -84.11 Lima|460-462 39.77 -86.16 Indianapolis
463-464 41.59 -87.35 Gary|465-466 41.68 -86.25 South Bend|467-468 41.08 -85.14 Fort Wayne|469 40.49 -86.13 Kokomo
470 39.09 -84.85 Lawrenceburg|471 38.29 -85.82 New Albany|472 39.20 -85.92 Columbus|473 40.19 -85.39 Muncie
474 39.17 -86.53 Bloomington|475 38.66 -87.17 Washington|476-477 37.97 -87.57 Evansville|478 39.47 -87.41 Terre Haute
479 40.42 -86.88 Lafayette|480 42.49 -83.15 Royal Oak|481-482 42.33 -83.05 Detroit|483 42.64 -83.29 Pontiac
484-485 43.01 -83.69 Flint|486-487 43.42 -83.95 Saginaw|488-489 42.73 -84.56 Lansing|490-491 42.29 -85.59 Kalamazoo
492 42.25 -84.40 Jackson|493-495 42.96 -85.67 Grand Rapids|496 44.76 -85.62 Traverse City|497 45.03 -84.67 Gaylord
498-499 46.54 -87.40 Marquette|500-503 41.59 -93.62 Des Moines|504 43.15 -93.20 Mason City|505 42.50 -94.17 Fort Dodge
506-507 42.49 -92.34 Waterloo|508 41.06 -94.36 Creston|510-511 42.50 -96.40 Sioux City|512 43.18 -95.86 Sheldon
513 43.14 -95.14 Spencer|514 42.07 -94.87 Carroll|515 41.26 -95.86 Council Bluffs|516 40.77 -95.37 Shenandoah
520 42.50 -90.66 Dubuque|521 43.30 -91.79 Decorah|522-524 41.98 -91.67 Cedar Rapids|525 41.02 -92.41 Ottumwa
526 40.81 -91.11 Burlington|527-528 41.52 -90.58 Davenport|530-532 43.04 -87.91 Milwaukee|534 42.73 -87.78 Racine
535 43.07 -89.40 Madison|537-538 43.07 -89.40 Madison|539 43.54 -89.46 Portage|540 44.97 -92.76 Hudson
541-543 44.51 -88.01 Green Bay|544 44.96 -89.63 Wausau|545 45.64 -89.41 Rhinelander|546 43.80 -91.24 La Crosse
547 44.81 -91.50 Eau Claire|548 45.82 -91.89 Spooner|549 44.02 -88.54 Oshkosh|550-551 44.95 -93.09 St. Paul
553-555 44.98 -93.27 Minneapolis|556-558 46.79 -92.10 Duluth|559 44.02 -92.47 Rochester|560 44.16 -94.00 Mankato
561 43.87 -95.12 Windom|562 45.12 -95.04 Willmar|563 45.56 -94.16 St. Cloud|564 46.36 -94.20 Brainerd
565 46.82 -95.85 Detroit Lakes|566 47.47 -94.88 Bemidji|567 48.12 -96.18 Thief River Falls|570-571 43.54 -96.73 Sioux Falls
572 44.90 -97.12 Watertown|573 43.71 -98.03 Mitchell|574 45.46 -98.49 Aberdeen|575 44.37 -100.35 Pierre
576 45.54 -100.43 Mobridge|577 44.08 -103.23 Rapid City|580-581 46.88 -96.79 Fargo|582 47.93 -97.03 Grand Forks
583 48.11 -98.86 Devils Lake|584 46.91 -98.71 Jamestown|585 46.81 -100.78 Bismarck|586 46.88 -102.79 Dickinson
587 48.23 -101.30 Minot|588 48.15 -103.62 Williston|590-591 45.78 -108.50 Billings|592 48.09 -105.64 Wolf Point
593 46.41 -105.84 Miles City|594 47.50 -111.30 Great Falls|595 48.55 -109.68 Havre|596 46.59 -112.04 Helena
597 46.00 -112.53 Butte|598 46.87 -113.99 Missoula|599 48.20 -114.31 Kalispell|600 42.11 -88.03 Palatine
601 41.91 -88.13 Carol Stream|602 42.05 -87.69 Evanston|603 41.89 -87.79 Oak Park|604 41.55 -87.70 South Suburban
605 41.76 -88.32 Aurora|606-608 41.88 -87.63 Chicago|609 41.12 -87.86 Kankakee|610-611 42.27 -89.09 Rockford
612 41.51 -90.58 Rock Island|613 41.33 -89.09 La Salle|614 40.95 -90.37 Galesburg|615-616 40.69 -89.59 Peoria
617 40.48 -88.99 Bloomington|618-619 40.12 -88.24 Champaign|620 38.89 -90.18 Alton|622 38.62 -90.16 East St. Louis
623 39.94 -91.41 Quincy|624 39.12 -88.54 Effingham|625-627 39.80 -89.64 Springfield|628 38.53 -89.13 Centralia
629 37.73 -89.22 Carbondale|630-631 38.63 -90.20 St. Louis|633 38.78 -90.48 St. Charles|634 39.71 -91.36 Hannibal
635 40.19 -92.58 Kirksville|636 37.85 -90.52 Park Hills|637 37.31 -89.52 Cape Girardeau|638-639 36.76 -90.39 Poplar Bluff
640-641 39.10 -94.58 Kansas City|644-645 39.77 -94.85 St. Joseph|646 39.80 -93.55 Chillicothe|647 38.65 -94.35 Harrisonville
648 37.08 -94.51 Joplin|650-651 38.58 -92.17 Jefferson City|652 38.95 -92.33 Columbia|653 38.70 -93.23 Sedalia
654-655 37.95 -91.77 Rolla|656-658 37.21 -93.29 Springfield|660-662 38.98 -94.67 Overland Park|664-666 39.05 -95.68 Topeka
667 37.84 -94.71 Fort Scott|668 38.40 -96.18 Emporia|669 39.57 -97.66 Concordia|670-672 37.69 -97.34 Wichita
673 37.22 -95.71 Independence|674 38.84 -97.61 Salina|675 38.06 -97.93 Hutchinson|676 38.88 -99.33 Hays
677 39.40 -101.05 Colby|678 37.75 -100.02 Dodge City|679 37.04 -100.92 Liberal|680-681 41.26 -95.94 Omaha
683-685 40.81 -96.70 Lincoln|686-687 42.03 -97.42 Norfolk|688 40.92 -98.34 Grand Island|689 40.59 -98.39 Hastings
690 40.20 -100.63 McCook|691 41.12 -100.77 North Platte|692 42.87 -100.55 Valentine|693 42.10 -102.87 Alliance
700-701 29.95 -90.07 New Orleans|703 29.80 -90.82 Thibodaux|704 30.50 -90.46 Hammond|705 30.22 -92.02 Lafayette
706 30.23 -93.22 Lake Charles|707-708 30.45 -91.15 Baton Rouge|710-711 32.51 -93.75 Shreveport|712 32.51 -92.12 Monroe
713-714 31.31 -92.45 Alexandria|716 34.23 -92.00 Pine Bluff|717 33.58 -92.83 Camden|718 33.44 -94.04 Texarkana
719 34.50 -93.06 Hot Springs|720-722 34.75 -92.29 Little Rock|723 35.15 -90.18 West Memphis|724 35.84 -90.70 Jonesboro
725 35.77 -91.64 Batesville|726 36.23 -93.11 Harrison|727 36.06 -94.16 Fayetteville|728 35.28 -93.13 Russellville
729 35.39 -94.40 Fort Smith|730-731 35.47 -97.52 Oklahoma City|734 34.17 -97.14 Ardmore|735 34.60 -98.39 Lawton
736 35.52 -98.97 Clinton|737 36.40 -97.88 Enid|738 36.43 -99.39 Woodward|739 36.68 -101.48 Guymon
740-741 36.15 -95.99 Tulsa|743 36.31 -95.32 Pryor|744 35.75 -95.37 Muskogee|745 34.93 -95.77 McAlester
746 36.71 -97.09 Ponca City|747 33.99 -96.37 Durant|748 35.33 -96.93 Shawnee|749 35.05 -94.62 Poteau
750-753 32.78 -96.80 Dallas|754 33.14 -96.11 Greenville|755 33.43 -94.05 Texarkana|756 32.50 -94.74 Longview
757 32.35 -95.30 Tyler|758 31.76 -95.63 Palestine|759 31.34 -94.73 Lufkin|760-761 32.76 -97.33 Fort Worth
762 33.21 -97.13 Denton|763 33.91 -98.49 Wichita Falls|764 32.40 -98.82 Eastland|765 31.10 -97.34 Temple
766-767 31.55 -97.15 Waco|768 31.71 -98.99 Brownwood|769 31.46 -100.44 San Angelo|770-772 29.76 -95.37 Houston
773 30.31 -95.46 Conroe|774 29.58 -95.76 Richmond|775 29.69 -95.21 Pasadena|776-777 30.08 -94.10 Beaumont
778 30.67 -96.37 Bryan|779 28.81 -97.00 Victoria|780-782 29.42 -98.49 San Antonio|783-784 27.80 -97.40 Corpus Christi
785 26.20 -98.23 McAllen|786-787 30.27 -97.74 Austin|788 29.21 -99.79 Uvalde|789 30.18 -96.94 Giddings
790-791 35.22 -101.83 Amarillo|792 34.43 -100.20 Childress|793-794 33.58 -101.86 Lubbock|795-796 32.45 -99.73 Abilene
797 32.00 -102.08 Midland|798-799 31.76 -106.49 El Paso|800-802 39.74 -104.99 Denver|803 40.02 -105.27 Boulder
804 39.76 -105.22 Golden|805 40.17 -105.10 Longmont|806 40.42 -104.71 Greeley|807 40.26 -103.62 Brush
808-809 38.83 -104.82 Colorado Springs|810 38.25 -104.61 Pueblo|811 37.47 -105.87 Alamosa|812 38.53 -106.00 Salida
813 37.28 -107.88 Durango|814-815 39.06 -108.55 Grand Junction|816 39.55 -107.32 Glenwood Springs|820 41.14 -104.82 Cheyenne
821 44.60 -110.50 Yellowstone|822 42.05 -104.95 Wheatland|823 41.79 -107.24 Rawlins|824 44.02 -107.96 Worland
825 43.02 -108.38 Riverton|826 42.87 -106.31 Casper|827 44.29 -105.50 Gillette|828 44.80 -106.96 Sheridan
829-831 41.59 -109.20 Rock Springs|832 42.87 -112.45 Pocatello|833 42.56 -114.46 Twin Falls|834 43.49 -112.03 Idaho Falls
835 46.42 -117.02 Lewiston|836-837 43.62 -116.20 Boise|838 47.68 -116.78 Coeur d'Alene|840-841 40.76 -111.89 Salt Lake City
843-844 41.22 -111.97 Ogden|845 39.60 -110.81 Price|846-847 40.23 -111.66 Provo|850-853 33.45 -112.07 Phoenix
855 33.39 -110.79 Globe|856-857 32.22 -110.97 Tucson|859 34.25 -110.03 Show Low|860 35.20 -111.65 Flagstaff
863 34.54 -112.47 Prescott|864 35.19 -114.05 Kingman|865 35.20 -109.40 Chambers|870-871 35.08 -106.65 Albuquerque
873 35.53 -108.74 Gallup|874 36.73 -108.22 Farmington|875 35.08 -106.65 Albuquerque|877 35.59 -105.22 Las Vegas
878 34.06 -106.89 Socorro|879 33.13 -107.25 Truth or Consequences|880 32.32 -106.76 Las Cruces|881 34.40 -103.21 Clovis
882 33.39 -104.52 Roswell|883 32.90 -105.96 Alamogordo|884 35.17 -103.72 Tucumcari|885 31.76 -106.49 El Paso
889-891 36.17 -115.14 Las Vegas|893 39.25 -114.89 Ely|894-895 39.53 -119.81 Reno|897 39.16 -119.77 Carson City
898 40.83 -115.76 Elko|900-901 34.05 -118.24 Los Angeles|902-903 33.96 -118.35 Inglewood|904 34.02 -118.49 Santa Monica
905 33.84 -118.34 Torrance|906-908 33.77 -118.19 Long Beach|910-912 34.15 -118.14 Pasadena|913-916 34.19 -118.45 Van Nuys
917-918 34.06 -118.00 Alhambra|919-921 32.72 -117.16 San Diego|922 33.83 -116.55 Palm Springs|923-924 34.11 -117.29 San Bernardino
925 33.95 -117.40 Riverside|926-928 33.75 -117.87 Santa Ana|930 34.20 -119.18 Oxnard|931 34.42 -119.70 Santa Barbara
932-933 35.37 -119.02 Bakersfield|934 35.28 -120.66 San Luis Obispo|935 35.05 -118.17 Mojave|936-938 36.74 -119.79 Fresno
939 36.68 -121.66 Salinas|940 37.56 -122.32 San Mateo|941 37.77 -122.42 San Francisco|942 38.58 -121.49 Sacramento
943 37.44 -122.14 Palo Alto|944 37.56 -122.32 San Mateo|945-947 37.80 -122.27 Oakland|948 37.94 -122.35 Richmond
949 37.97 -122.53 San Rafael|950-951 37.34 -121.89 San Jose|952-953 37.96 -121.29 Stockton|954 38.44 -122.71 Santa Rosa
955 40.80 -124.16 Eureka|956-958 38.58 -121.49 Sacramento|959 39.15 -121.59 Marysville|960 40.59 -122.39 Redding
961 39.33 -120.18 Truckee|967-968 21.31 -157.86 Honolulu|969 13.44 144.79 Hagatna|970-972 45.52 -122.68 Portland
973 44.94 -123.04 Salem|974 44.05 -123.09 Eugene|975 42.33 -122.87 Medford|976 42.22 -121.78 Klamath Falls
977 44.06 -121.31 Bend|978 45.67 -118.79 Pendleton|979 44.03 -116.96 Ontario|980-981 47.61 -122.33 Seattle
982 47.98 -122.20 Everett|983-984 47.25 -122.44 Tacoma|985 47.04 -122.90 Olympia|986 45.64 -122.66 Vancouver
988 47.42 -120.31 Wenatchee|989 46.60 -120.51 Yakima|990-992 47.66 -117.43 Spokane|993 46.24 -119.10 Pasco
994 46.42 -117.05 Clarkston|995-996 61.22 -149.90 Anchorage|997 64.84 -147.72 Fairbanks|998 58.30 -134.42 Juneau
999 55.34 -131.64 Ketchikan`;

export type Metro = { key: string; label: string; state: string; lat: number; lng: number; prefixes: string };

/**
 * The metros of the sample location index (lib/domain/reference/samples.ts) with their downtown coordinates
 * and the ZIP3 prefixes counted as the metro (a USPS approximation of the metro area, not the census one).
 */
export const metros: readonly Metro[] = data.metros;

type Entry = { lat: number; lng: number; place: string };

function* expand(ranges: string): Generator<number> {
  for (const part of ranges.trim().split(/\s+/)) {
    const [from, to = from] = part.split("-").map(Number) as [number, number?];
    for (let p = from; p <= (to as number); p++) yield p;
  }
}

let prefixes: Map<number, Entry> | undefined;
let metroOfPrefix: Map<number, string> | undefined;

function tables() {
  if (!prefixes || !metroOfPrefix) {
    prefixes = new Map();
    for (const item of prefixTable.trim().split(/[|\n]/)) {
      const [range, lat, lng, ...place] = item.trim().split(" ");
      for (const p of expand(range!)) {
        prefixes.set(p, { lat: Number(lat), lng: Number(lng), place: place.join(" ") });
      }
    }
    metroOfPrefix = new Map();
    for (const m of metros) for (const p of expand(m.prefixes)) metroOfPrefix.set(p, m.key);
  }
  return { prefixes, metroOfPrefix };
}

/** The USPS state of a ZIP3 prefix (0–999), or null for an unassigned prefix. */
export function stateOfPrefix(prefix: number): string | null {
  for (const [from, to, state] of stateRanges) if (prefix >= from && prefix <= to) return state;
  return null;
}

/**
 * "77002", "77002-1234", "770" → approximate coordinates (see the precision note at the top), its state
 * and sample metro; null for text that is not a ZIP code or a prefix no state uses.
 */
export function lookupZip(zip: string): ZipLocation | null {
  const match = /^\s*(\d{3})(\d{2})?(-\d{4})?\s*$/.exec(zip);
  if (!match) return null;
  const prefix = Number(match[1]);
  const state = stateOfPrefix(prefix);
  if (!state) return null;
  const { prefixes, metroOfPrefix } = tables();
  const metro = metroOfPrefix.get(prefix) ?? null;
  const hit = prefixes.get(prefix);
  if (hit) return { lat: hit.lat, lng: hit.lng, state, place: hit.place, metro, precision: "zip3" };
  const centre = stateCentres[state];
  if (!centre) return null;
  return { lat: centre[0], lng: centre[1], state, place: centre[2], metro, precision: "state" };
}

export function metroByKey(key: string): Metro | undefined {
  return metros.find((m) => m.key === key.toLowerCase());
}

/** Approximate centre of a state by USPS code. */
export function stateCentre(state: string): { lat: number; lng: number; name: string } | null {
  const c = stateCentres[state.toUpperCase()];
  return c ? { lat: c[0], lng: c[1], name: c[2] } : null;
}

/**
 * A typed place for offline search: a ZIP ("77002"), "City, ST" (a sectional-center city or a sample metro),
 * or a bare state code. Null when nothing in the table matches.
 */
export function lookupPlace(text: string): { lat: number; lng: number; label: string } | null {
  const t = text.trim();
  const zip = lookupZip(t);
  if (zip) return { lat: zip.lat, lng: zip.lng, label: `${t.slice(0, 5)} (${zip.place}, ${zip.state})` };
  const cityState = /^(.+?),?\s+([A-Za-z]{2})$/.exec(t);
  if (cityState) {
    const city = cityState[1]!.replace(/,$/, "").trim().toLowerCase();
    const state = cityState[2]!.toUpperCase();
    const metro = metros.find((m) => m.state === state && m.label.toLowerCase().startsWith(`${city},`));
    if (metro) return { lat: metro.lat, lng: metro.lng, label: metro.label };
    const { prefixes } = tables();
    for (const [prefix, entry] of prefixes) {
      if (entry.place.toLowerCase() === city && stateOfPrefix(prefix) === state) {
        return { lat: entry.lat, lng: entry.lng, label: `${entry.place}, ${state}` };
      }
    }
  }
  if (/^[A-Za-z]{2}$/.test(t)) {
    const centre = stateCentre(t);
    if (centre) return { lat: centre.lat, lng: centre.lng, label: centre.name };
  }
  return null;
}
