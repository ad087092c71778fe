// Generated from specs/scan by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
const dateTimePattern = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
// Two digits at `i` as a number: the pattern has checked they are digits.
const twoDigits = (value, i) => (value.charCodeAt(i) - 48) * 10 + value.charCodeAt(i + 1) - 48;
function isDateTime(value) {
  if (!dateTimePattern.test(value)) return false;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2), month = twoDigits(value, 5), day = twoDigits(value, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  // A numeric offset ends the text as ±HH:MM.
  const end = value.length;
  const offsetOk = value.charCodeAt(end - 1) > 57 || (twoDigits(value, end - 5) <= 23 && twoDigits(value, end - 2) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= days && twoDigits(value, 11) <= 23 && twoDigits(value, 14) <= 59 && twoDigits(value, 17) <= 60 && offsetOk;
}
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>\\^`{|}]*$/;
const formats = {
  "date-time": isDateTime,
  uri: (value) => uriPattern.test(value),
  int32: { type: "number", validate: (value) => Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 },
  int64: { type: "number", validate: (value) => Number.isInteger(value) },
};
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  for (let pos = 0; pos < len; ) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
export const listVoteRequestResults_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1admin~1sv~1voteresults/post/responses/200/content/application~1json/schema"};
const schema33 = {"type":"object","required":["dso_rules_vote_results"],"properties":{"dso_rules_vote_results":{"type":"array","items":{"$ref":"#/components/schemas/VoteRequestResult"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema34 = {"type":"object","required":["request","completedAt","offboardedVoters","abstainingSvs","outcome"],"properties":{"request":{"$ref":"#/components/schemas/VoteRequest"},"completedAt":{"type":"string","format":"date-time"},"offboardedVoters":{"type":"array","items":{"type":"string"}},"abstainingSvs":{"type":"array","items":{"type":"string"}},"outcome":{"$ref":"#/components/schemas/VoteRequestOutcome"}}};
const schema42 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","enum":["VRO_Accepted","VRO_Rejected","VRO_Expired","VRO_AcceptedButActionFailed","ExtVoteRequestOutcome"]},"value":{"type":"object"}}};
const schema35 = {"type":"object","required":["dso","requester","action","reason","voteBefore","votes"],"properties":{"dso":{"$ref":"#/components/schemas/PartyId"},"requester":{"type":"string"},"action":{"$ref":"#/components/schemas/DamlVariant"},"reason":{"$ref":"#/components/schemas/VoteReason"},"voteBefore":{"type":"string","format":"date-time"},"votes":{"type":"array","items":{"type":"array","minItems":2,"maxItems":2,"items":{"anyOf":[{"type":"string"},{"$ref":"#/components/schemas/Vote"}]}}},"trackingCid":{"type":["string","null"]},"targetEffectiveAt":{"type":["string","null"],"format":"date-time"}}};
const schema36 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const schema37 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","minLength":1},"value":{}}};
const schema38 = {"type":"object","required":["url","body"],"properties":{"url":{"type":"string"},"body":{"type":"string"}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "u");
const formats0 = formats["date-time"];
const schema39 = {"type":"object","required":["sv","accept","reason"],"properties":{"sv":{"$ref":"#/components/schemas/PartyId"},"accept":{"type":"boolean"},"reason":{"$ref":"#/components/schemas/VoteReason"},"optCastAt":{"type":["string","null"],"format":"date-time"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sv === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sv"},message:"must have required property '"+"sv"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accept === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accept"},message:"must have required property '"+"accept"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.reason === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sv !== undefined){
let data0 = data.sv;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.accept !== undefined){
if(typeof data.accept !== "boolean"){
const err7 = {instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.url === undefined){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.body === undefined){
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.url !== undefined){
if(typeof data2.url !== "string"){
const err10 = {instancePath:instancePath+"/reason/url",schemaPath:"#/components/schemas/VoteReason/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.body !== undefined){
if(typeof data2.body !== "string"){
const err11 = {instancePath:instancePath+"/reason/body",schemaPath:"#/components/schemas/VoteReason/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.optCastAt !== undefined){
let data5 = data.optCastAt;
if((typeof data5 !== "string") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/optCastAt",schemaPath:"#/properties/optCastAt/type",keyword:"type",params:{type: schema39.properties.optCastAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err14 = {instancePath:instancePath+"/optCastAt",schemaPath:"#/properties/optCastAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"sv":true,"accept":true,"reason":true,"optCastAt":true},"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dso === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dso"},message:"must have required property '"+"dso"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requester === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requester"},message:"must have required property '"+"requester"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.action === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reason === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.voteBefore === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "voteBefore"},message:"must have required property '"+"voteBefore"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.votes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "votes"},message:"must have required property '"+"votes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.dso !== undefined){
let data0 = data.dso;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err6 = {instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.requester !== undefined){
if(typeof data.requester !== "string"){
const err10 = {instancePath:instancePath+"/requester",schemaPath:"#/properties/requester/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.action !== undefined){
let data2 = data.action;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.tag === undefined){
const err11 = {instancePath:instancePath+"/action",schemaPath:"#/components/schemas/DamlVariant/required",keyword:"required",params:{missingProperty: "tag"},message:"must have required property '"+"tag"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.value === undefined){
const err12 = {instancePath:instancePath+"/action",schemaPath:"#/components/schemas/DamlVariant/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.tag !== undefined){
let data3 = data2.tag;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/action/tag",schemaPath:"#/components/schemas/DamlVariant/properties/tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/action/tag",schemaPath:"#/components/schemas/DamlVariant/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/action",schemaPath:"#/components/schemas/DamlVariant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.reason !== undefined){
let data4 = data.reason;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.url === undefined){
const err16 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.body === undefined){
const err17 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.url !== undefined){
if(typeof data4.url !== "string"){
const err18 = {instancePath:instancePath+"/reason/url",schemaPath:"#/components/schemas/VoteReason/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.body !== undefined){
if(typeof data4.body !== "string"){
const err19 = {instancePath:instancePath+"/reason/body",schemaPath:"#/components/schemas/VoteReason/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.voteBefore !== undefined){
let data7 = data.voteBefore;
if(typeof data7 === "string"){
if(!(formats0(data7))){
const err21 = {instancePath:instancePath+"/voteBefore",schemaPath:"#/properties/voteBefore/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/voteBefore",schemaPath:"#/properties/voteBefore/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.votes !== undefined){
let data8 = data.votes;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(Array.isArray(data9)){
if(data9.length > 2){
const err23 = {instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.length < 2){
const err24 = {instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs25 = errors;
let valid10 = false;
const _errs26 = errors;
if(typeof data10 !== "string"){
const err25 = {instancePath:instancePath+"/votes/" + i0+"/" + i1,schemaPath:"#/properties/votes/items/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid10 = valid10 || _valid0;
const _errs28 = errors;
if(!(validate25(data10, {instancePath:instancePath+"/votes/" + i0+"/" + i1,parentData:data9,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid0 = _errs28 === errors;
valid10 = valid10 || _valid0;
if(_valid0){
var props0 = {};
props0.sv = true;
props0.accept = true;
props0.reason = true;
props0.optCastAt = true;
}
if(!valid10){
const err26 = {instancePath:instancePath+"/votes/" + i0+"/" + i1,schemaPath:"#/properties/votes/items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/votes",schemaPath:"#/properties/votes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.trackingCid !== undefined){
let data11 = data.trackingCid;
if((typeof data11 !== "string") && (data11 !== null)){
const err29 = {instancePath:instancePath+"/trackingCid",schemaPath:"#/properties/trackingCid/type",keyword:"type",params:{type: schema35.properties.trackingCid.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.targetEffectiveAt !== undefined){
let data12 = data.targetEffectiveAt;
if((typeof data12 !== "string") && (data12 !== null)){
const err30 = {instancePath:instancePath+"/targetEffectiveAt",schemaPath:"#/properties/targetEffectiveAt/type",keyword:"type",params:{type: schema35.properties.targetEffectiveAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err31 = {instancePath:instancePath+"/targetEffectiveAt",schemaPath:"#/properties/targetEffectiveAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"dso":true,"requester":true,"action":true,"reason":true,"voteBefore":true,"votes":true,"trackingCid":true,"targetEffectiveAt":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.completedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "completedAt"},message:"must have required property '"+"completedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.offboardedVoters === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offboardedVoters"},message:"must have required property '"+"offboardedVoters"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.abstainingSvs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "abstainingSvs"},message:"must have required property '"+"abstainingSvs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.outcome === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.request !== undefined){
if(!(validate24(data.request, {instancePath:instancePath+"/request",parentData:data,parentDataProperty:"request",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.completedAt !== undefined){
let data1 = data.completedAt;
if(typeof data1 === "string"){
if(!(formats0(data1))){
const err5 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.offboardedVoters !== undefined){
let data2 = data.offboardedVoters;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err7 = {instancePath:instancePath+"/offboardedVoters/" + i0,schemaPath:"#/properties/offboardedVoters/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/offboardedVoters",schemaPath:"#/properties/offboardedVoters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.abstainingSvs !== undefined){
let data4 = data.abstainingSvs;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(typeof data4[i1] !== "string"){
const err9 = {instancePath:instancePath+"/abstainingSvs/" + i1,schemaPath:"#/properties/abstainingSvs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/abstainingSvs",schemaPath:"#/properties/abstainingSvs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.outcome !== undefined){
let data6 = data.outcome;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.tag === undefined){
const err11 = {instancePath:instancePath+"/outcome",schemaPath:"#/components/schemas/VoteRequestOutcome/required",keyword:"required",params:{missingProperty: "tag"},message:"must have required property '"+"tag"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.value === undefined){
const err12 = {instancePath:instancePath+"/outcome",schemaPath:"#/components/schemas/VoteRequestOutcome/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.tag !== undefined){
let data7 = data6.tag;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/outcome/tag",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data7 === "VRO_Accepted") || (data7 === "VRO_Rejected")) || (data7 === "VRO_Expired")) || (data7 === "VRO_AcceptedButActionFailed")) || (data7 === "ExtVoteRequestOutcome"))){
const err14 = {instancePath:instancePath+"/outcome/tag",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/tag/enum",keyword:"enum",params:{allowedValues: schema42.properties.tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.value !== undefined){
let data8 = data6.value;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err15 = {instancePath:instancePath+"/outcome/value",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/outcome",schemaPath:"#/components/schemas/VoteRequestOutcome/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"request":true,"completedAt":true,"offboardedVoters":true,"abstainingSvs":true,"outcome":true},"dynamicProps":false,"dynamicItems":false};

const formats8 = formats.int64;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dso_rules_vote_results === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dso_rules_vote_results"},message:"must have required property '"+"dso_rules_vote_results"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dso_rules_vote_results !== undefined){
let data0 = data.dso_rules_vote_results;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data0[i0], {instancePath:instancePath+"/dso_rules_vote_results/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/dso_rules_vote_results",schemaPath:"#/properties/dso_rules_vote_results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.next_page_token !== undefined){
let data2 = data.next_page_token;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema33.properties.next_page_token.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats8.validate(data2))){
const err3 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"dso_rules_vote_results":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"dso_rules_vote_results":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

export const listVoteRequestResults_400 = validate30;
const schema43 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};
const schema44 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const listVoteRequestResults_default = validate31;
const schema45 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAt_200 = validate32;
const schema47 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema48 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/CreatedEvent"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema49 = {"type":"object","required":["event_type","event_id","contract_id","template_id","package_name","create_arguments","created_at","signatories","observers"],"properties":{"event_type":{"type":"string","const":"created_event"},"event_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1},"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"package_name":{"type":"string","minLength":1},"create_arguments":{"type":"object"},"created_at":{"type":"string","format":"date-time"},"signatories":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}}}};
const pattern6 = new RegExp("^[^:\\s]+:[^:\\s]+:[^:\\s]+$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_type"},message:"must have required property '"+"event_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.event_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contract_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.template_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.package_name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package_name"},message:"must have required property '"+"package_name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.create_arguments === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "create_arguments"},message:"must have required property '"+"create_arguments"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.created_at === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.signatories === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signatories"},message:"must have required property '"+"signatories"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.observers === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observers"},message:"must have required property '"+"observers"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.event_type !== undefined){
let data0 = data.event_type;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("created_event" !== data0){
const err10 = {instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/const",keyword:"const",params:{allowedValue: "created_event"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.event_id !== undefined){
let data1 = data.event_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/event_id",schemaPath:"#/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/event_id",schemaPath:"#/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.contract_id !== undefined){
let data2 = data.contract_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.template_id !== undefined){
let data3 = data.template_id;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err15 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.package_name !== undefined){
let data4 = data.package_name;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err17 = {instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.create_arguments !== undefined){
let data5 = data.create_arguments;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err19 = {instancePath:instancePath+"/create_arguments",schemaPath:"#/properties/create_arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.created_at !== undefined){
let data6 = data.created_at;
if(typeof data6 === "string"){
if(!(formats0(data6))){
const err20 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.signatories !== undefined){
let data7 = data.signatories;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func1(data8) > 255){
const err22 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data8) < 1){
const err23 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data8)){
const err24 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.observers !== undefined){
let data9 = data.observers;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err27 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data10) < 1){
const err28 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data10)){
const err29 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"event_type":true,"event_id":true,"contract_id":true,"template_id":true,"package_name":true,"create_arguments":true,"created_at":true,"signatories":true,"observers":true},"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.record_time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "record_time"},message:"must have required property '"+"record_time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.migration_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "migration_id"},message:"must have required property '"+"migration_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_events"},message:"must have required property '"+"created_events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.record_time !== undefined){
let data0 = data.record_time;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err3 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.migration_id !== undefined){
let data1 = data.migration_id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data1))){
const err7 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.created_events !== undefined){
let data2 = data.created_events;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data2[i0], {instancePath:instancePath+"/created_events/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err9 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema48.properties.next_page_token.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats8.validate(data4))){
const err10 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAt_400 = validate37;
const schema52 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAt_404 = validate38;
const schema54 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAt_500 = validate39;
const schema56 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAt_default = validate40;
const schema58 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV1_200 = validate41;
const schema60 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v1~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema61 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/ActiveContract"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema62 = {"type":"object","required":["contract_id","template_id","package_name","create_arguments","created_at","signatories","observers"],"properties":{"created_in_update_id":{"type":["string","null"]},"contract_id":{"type":"string","minLength":1},"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"package_name":{"type":"string","minLength":1},"create_arguments":{"type":"object"},"created_at":{"type":"string","format":"date-time"},"signatories":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contract_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.template_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.package_name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package_name"},message:"must have required property '"+"package_name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.create_arguments === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "create_arguments"},message:"must have required property '"+"create_arguments"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.created_at === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.signatories === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signatories"},message:"must have required property '"+"signatories"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.observers === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observers"},message:"must have required property '"+"observers"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.created_in_update_id !== undefined){
let data0 = data.created_in_update_id;
if((typeof data0 !== "string") && (data0 !== null)){
const err7 = {instancePath:instancePath+"/created_in_update_id",schemaPath:"#/properties/created_in_update_id/type",keyword:"type",params:{type: schema62.properties.created_in_update_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.contract_id !== undefined){
let data1 = data.contract_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.template_id !== undefined){
let data2 = data.template_id;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err10 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.package_name !== undefined){
let data3 = data.package_name;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.create_arguments !== undefined){
let data4 = data.create_arguments;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err14 = {instancePath:instancePath+"/create_arguments",schemaPath:"#/properties/create_arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.created_at !== undefined){
let data5 = data.created_at;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err15 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.signatories !== undefined){
let data6 = data.signatories;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err17 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data7) < 1){
const err18 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data7)){
const err19 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.observers !== undefined){
let data8 = data.observers;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(func1(data9) > 255){
const err22 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data9) < 1){
const err23 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data9)){
const err24 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"created_in_update_id":true,"contract_id":true,"template_id":true,"package_name":true,"create_arguments":true,"created_at":true,"signatories":true,"observers":true},"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.record_time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "record_time"},message:"must have required property '"+"record_time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.migration_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "migration_id"},message:"must have required property '"+"migration_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_events"},message:"must have required property '"+"created_events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.record_time !== undefined){
let data0 = data.record_time;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err3 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.migration_id !== undefined){
let data1 = data.migration_id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data1))){
const err7 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.created_events !== undefined){
let data2 = data.created_events;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate43(data2[i0], {instancePath:instancePath+"/created_events/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err9 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema61.properties.next_page_token.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats8.validate(data4))){
const err10 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV1_400 = validate46;
const schema65 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV1_404 = validate47;
const schema67 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV1_500 = validate48;
const schema69 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV1_default = validate49;
const schema71 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV2_200 = validate50;
const schema73 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v2~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema74 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/ActiveContract"}},"next_page_token":{"type":["string","null"]}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.record_time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "record_time"},message:"must have required property '"+"record_time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.migration_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "migration_id"},message:"must have required property '"+"migration_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_events"},message:"must have required property '"+"created_events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.record_time !== undefined){
let data0 = data.record_time;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err3 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.migration_id !== undefined){
let data1 = data.migration_id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data1))){
const err7 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.created_events !== undefined){
let data2 = data.created_events;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate43(data2[i0], {instancePath:instancePath+"/created_events/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
if((typeof data4 !== "string") && (data4 !== null)){
const err9 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema74.properties.next_page_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV2_400 = validate54;
const schema75 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV2_404 = validate55;
const schema77 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV2_500 = validate56;
const schema79 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getHoldingsStateAtV2_default = validate57;
const schema81 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAcsSnapshotAtV2_200 = validate58;
const schema83 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v2~1state~1acs/post/responses/200/content/application~1json/schema"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.record_time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "record_time"},message:"must have required property '"+"record_time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.migration_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "migration_id"},message:"must have required property '"+"migration_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_events === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_events"},message:"must have required property '"+"created_events"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.record_time !== undefined){
let data0 = data.record_time;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err3 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.migration_id !== undefined){
let data1 = data.migration_id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data1))){
const err7 = {instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.created_events !== undefined){
let data2 = data.created_events;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate43(data2[i0], {instancePath:instancePath+"/created_events/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
if((typeof data4 !== "string") && (data4 !== null)){
const err9 = {instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema74.properties.next_page_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

export const getAcsSnapshotAtV2_400 = validate62;
const schema85 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAcsSnapshotAtV2_404 = validate63;
const schema87 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAcsSnapshotAtV2_500 = validate64;
const schema89 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getAcsSnapshotAtV2_default = validate65;
const schema91 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const getRewardAccountingActivityTotals_200 = validate66;
const schema93 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1internal~1reward-accounting-process~1rounds~1{round_number}~1activity-totals/get/responses/200/content/application~1json/schema"};
const schema94 = {"oneOf":[{"$ref":"#/components/schemas/RewardAccountingActivityTotalsOk"},{"$ref":"#/components/schemas/RewardAccountingActivityTotalsUndetermined"},{"$ref":"#/components/schemas/RewardAccountingActivityTotalsCannotProvide"}]};
const schema99 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","const":"Undetermined"}}};
const schema100 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","const":"CannotProvide"}}};
const schema95 = {"type":"object","required":["status","round_number","total_app_activity_weight","active_parties_count","activity_records_count","total_app_reward_minting_allowance","total_app_reward_thresholded","total_app_reward_unclaimed","rewarded_app_provider_parties_count"],"properties":{"status":{"type":"string","const":"Ok"},"round_number":{"type":"integer","format":"int64","minimum":0},"total_app_activity_weight":{"type":"integer","format":"int64","minimum":0},"active_parties_count":{"type":"integer","format":"int64","minimum":0},"activity_records_count":{"type":"integer","format":"int64","minimum":0},"total_app_reward_minting_allowance":{"$ref":"#/components/schemas/Decimal"},"total_app_reward_thresholded":{"$ref":"#/components/schemas/Decimal"},"total_app_reward_unclaimed":{"$ref":"#/components/schemas/Decimal"},"rewarded_app_provider_parties_count":{"type":"integer","format":"int64","minimum":0}}};
const schema96 = {"type":"string","pattern":"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"};
const pattern12 = new RegExp("^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.round_number === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "round_number"},message:"must have required property '"+"round_number"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_app_activity_weight === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_app_activity_weight"},message:"must have required property '"+"total_app_activity_weight"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.active_parties_count === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active_parties_count"},message:"must have required property '"+"active_parties_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.activity_records_count === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "activity_records_count"},message:"must have required property '"+"activity_records_count"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.total_app_reward_minting_allowance === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_app_reward_minting_allowance"},message:"must have required property '"+"total_app_reward_minting_allowance"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.total_app_reward_thresholded === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_app_reward_thresholded"},message:"must have required property '"+"total_app_reward_thresholded"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.total_app_reward_unclaimed === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_app_reward_unclaimed"},message:"must have required property '"+"total_app_reward_unclaimed"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.rewarded_app_provider_parties_count === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rewarded_app_provider_parties_count"},message:"must have required property '"+"rewarded_app_provider_parties_count"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("Ok" !== data0){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "Ok"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.round_number !== undefined){
let data1 = data.round_number;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats8.validate(data1))){
const err13 = {instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.total_app_activity_weight !== undefined){
let data2 = data.total_app_activity_weight;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats8.validate(data2))){
const err16 = {instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.active_parties_count !== undefined){
let data3 = data.active_parties_count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats8.validate(data3))){
const err19 = {instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.activity_records_count !== undefined){
let data4 = data.activity_records_count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats8.validate(data4))){
const err22 = {instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.total_app_reward_minting_allowance !== undefined){
let data5 = data.total_app_reward_minting_allowance;
if(typeof data5 === "string"){
if(!pattern12.test(data5)){
const err23 = {instancePath:instancePath+"/total_app_reward_minting_allowance",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/total_app_reward_minting_allowance",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.total_app_reward_thresholded !== undefined){
let data6 = data.total_app_reward_thresholded;
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
const err25 = {instancePath:instancePath+"/total_app_reward_thresholded",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/total_app_reward_thresholded",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.total_app_reward_unclaimed !== undefined){
let data7 = data.total_app_reward_unclaimed;
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
const err27 = {instancePath:instancePath+"/total_app_reward_unclaimed",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/total_app_reward_unclaimed",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.rewarded_app_provider_parties_count !== undefined){
let data8 = data.rewarded_app_provider_parties_count;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats8.validate(data8))){
const err31 = {instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"status":true,"round_number":true,"total_app_activity_weight":true,"active_parties_count":true,"activity_records_count":true,"total_app_reward_minting_allowance":true,"total_app_reward_thresholded":true,"total_app_reward_unclaimed":true,"rewarded_app_provider_parties_count":true},"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.status = true;
props0.round_number = true;
props0.total_app_activity_weight = true;
props0.active_parties_count = true;
props0.activity_records_count = true;
props0.total_app_reward_minting_allowance = true;
props0.total_app_reward_thresholded = true;
props0.total_app_reward_unclaimed = true;
props0.rewarded_app_provider_parties_count = true;
}
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("Undetermined" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/properties/status/const",keyword:"const",params:{allowedValue: "Undetermined"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
}
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("CannotProvide" !== data1){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/properties/status/const",keyword:"const",params:{allowedValue: "CannotProvide"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
}
}
}
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate67.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
else {
var props0 = validate67.evaluated.props;
}
validate66.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate66.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const getRewardAccountingActivityTotals_default = validate71;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const lookupFeaturedAppRight_200 = validate72;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/200/content/application~1json/schema"};
const schema104 = {"type":"object","properties":{"featured_app_right":{"anyOf":[{"$ref":"#/components/schemas/Contract"},{"type":"null"}]}}};
const schema105 = {"type":"object","required":["template_id","contract_id","payload","created_event_blob","created_at"],"properties":{"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"contract_id":{"type":"string","minLength":1},"payload":{"type":"object"},"created_event_blob":{"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"},"created_at":{"type":"string","format":"date-time"}}};
const pattern16 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.featured_app_right !== undefined){
let data0 = data.featured_app_right;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.template_id === undefined){
const err0 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.contract_id === undefined){
const err1 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.payload === undefined){
const err2 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.created_event_blob === undefined){
const err3 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "created_event_blob"},message:"must have required property '"+"created_event_blob"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.created_at === undefined){
const err4 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.template_id !== undefined){
let data1 = data0.template_id;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.contract_id !== undefined){
let data2 = data0.contract_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.payload !== undefined){
let data3 = data0.payload;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err9 = {instancePath:instancePath+"/featured_app_right/payload",schemaPath:"#/components/schemas/Contract/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.created_event_blob !== undefined){
let data4 = data0.created_event_blob;
if(typeof data4 === "string"){
if(!pattern16.test(data4)){
const err10 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.created_at !== undefined){
let data5 = data0.created_at;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err12 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.template_id = true;
props0.contract_id = true;
props0.payload = true;
props0.created_event_blob = true;
props0.created_at = true;
}
const _errs16 = errors;
if(data0 !== null){
const err15 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};

export const lookupFeaturedAppRight_400 = validate75;
const schema106 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const lookupFeaturedAppRight_default = validate76;
const schema108 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const lookupFeaturedAppRightByContractId_200 = validate77;
const schema110 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1by-contract-id~1{contract_id}/get/responses/200/content/application~1json/schema"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.featured_app_right !== undefined){
let data0 = data.featured_app_right;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.template_id === undefined){
const err0 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.contract_id === undefined){
const err1 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "contract_id"},message:"must have required property '"+"contract_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.payload === undefined){
const err2 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.created_event_blob === undefined){
const err3 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "created_event_blob"},message:"must have required property '"+"created_event_blob"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.created_at === undefined){
const err4 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.template_id !== undefined){
let data1 = data0.template_id;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.contract_id !== undefined){
let data2 = data0.contract_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.payload !== undefined){
let data3 = data0.payload;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err9 = {instancePath:instancePath+"/featured_app_right/payload",schemaPath:"#/components/schemas/Contract/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.created_event_blob !== undefined){
let data4 = data0.created_event_blob;
if(typeof data4 === "string"){
if(!pattern16.test(data4)){
const err10 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.created_at !== undefined){
let data5 = data0.created_at;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err12 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.template_id = true;
props0.contract_id = true;
props0.payload = true;
props0.created_event_blob = true;
props0.created_at = true;
}
const _errs16 = errors;
if(data0 !== null){
const err15 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};

export const lookupFeaturedAppRightByContractId_default = validate80;
const schema113 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const listDsoScans_200 = validate81;
const schema115 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1scans/get/responses/200/content/application~1json/schema"};
const schema116 = {"type":"object","required":["scans"],"properties":{"scans":{"type":"array","items":{"$ref":"#/components/schemas/DomainScans"}}}};
const schema117 = {"type":"object","required":["domainId","scans"],"properties":{"domainId":{"type":"string"},"scans":{"type":"array","items":{"$ref":"#/components/schemas/ScanInfo"}}}};
const schema118 = {"type":"object","required":["publicUrl","svName"],"properties":{"publicUrl":{"type":"string"},"svName":{"type":"string"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domainId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domainId"},message:"must have required property '"+"domainId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.scans === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scans"},message:"must have required property '"+"scans"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.domainId !== undefined){
if(typeof data.domainId !== "string"){
const err2 = {instancePath:instancePath+"/domainId",schemaPath:"#/properties/domainId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.scans !== undefined){
let data1 = data.scans;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.publicUrl === undefined){
const err3 = {instancePath:instancePath+"/scans/" + i0,schemaPath:"#/components/schemas/ScanInfo/required",keyword:"required",params:{missingProperty: "publicUrl"},message:"must have required property '"+"publicUrl"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.svName === undefined){
const err4 = {instancePath:instancePath+"/scans/" + i0,schemaPath:"#/components/schemas/ScanInfo/required",keyword:"required",params:{missingProperty: "svName"},message:"must have required property '"+"svName"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.publicUrl !== undefined){
if(typeof data2.publicUrl !== "string"){
const err5 = {instancePath:instancePath+"/scans/" + i0+"/publicUrl",schemaPath:"#/components/schemas/ScanInfo/properties/publicUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.svName !== undefined){
if(typeof data2.svName !== "string"){
const err6 = {instancePath:instancePath+"/scans/" + i0+"/svName",schemaPath:"#/components/schemas/ScanInfo/properties/svName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/scans/" + i0,schemaPath:"#/components/schemas/ScanInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/scans",schemaPath:"#/properties/scans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"domainId":true,"scans":true},"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scans === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scans"},message:"must have required property '"+"scans"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.scans !== undefined){
let data0 = data.scans;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate83(data0[i0], {instancePath:instancePath+"/scans/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/scans",schemaPath:"#/properties/scans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"scans":true},"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate82(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"scans":true},"dynamicProps":false,"dynamicItems":false};

export const listDsoScans_default = validate86;
const schema119 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const validators = {
  listVoteRequestResults: { "200": listVoteRequestResults_200, "400": listVoteRequestResults_400, "default": listVoteRequestResults_default },
  getHoldingsStateAt: { "200": getHoldingsStateAt_200, "400": getHoldingsStateAt_400, "404": getHoldingsStateAt_404, "500": getHoldingsStateAt_500, "default": getHoldingsStateAt_default },
  getHoldingsStateAtV1: { "200": getHoldingsStateAtV1_200, "400": getHoldingsStateAtV1_400, "404": getHoldingsStateAtV1_404, "500": getHoldingsStateAtV1_500, "default": getHoldingsStateAtV1_default },
  getHoldingsStateAtV2: { "200": getHoldingsStateAtV2_200, "400": getHoldingsStateAtV2_400, "404": getHoldingsStateAtV2_404, "500": getHoldingsStateAtV2_500, "default": getHoldingsStateAtV2_default },
  getAcsSnapshotAtV2: { "200": getAcsSnapshotAtV2_200, "400": getAcsSnapshotAtV2_400, "404": getAcsSnapshotAtV2_404, "500": getAcsSnapshotAtV2_500, "default": getAcsSnapshotAtV2_default },
  getRewardAccountingActivityTotals: { "200": getRewardAccountingActivityTotals_200, "default": getRewardAccountingActivityTotals_default },
  lookupFeaturedAppRight: { "200": lookupFeaturedAppRight_200, "400": lookupFeaturedAppRight_400, "default": lookupFeaturedAppRight_default },
  lookupFeaturedAppRightByContractId: { "200": lookupFeaturedAppRightByContractId_200, "default": lookupFeaturedAppRightByContractId_default },
  listDsoScans: { "200": listDsoScans_200, "default": listDsoScans_default },
};

const quick = (() => {
const quick = {};
quick.listVoteRequestResults_200 = validate20;
const schema31 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1admin~1sv~1voteresults/post/responses/200/content/application~1json/schema"};
const schema33 = {"type":"object","required":["dso_rules_vote_results"],"properties":{"dso_rules_vote_results":{"type":"array","items":{"$ref":"#/components/schemas/VoteRequestResult"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema34 = {"type":"object","required":["request","completedAt","offboardedVoters","abstainingSvs","outcome"],"properties":{"request":{"$ref":"#/components/schemas/VoteRequest"},"completedAt":{"type":"string","format":"date-time"},"offboardedVoters":{"type":"array","items":{"type":"string"}},"abstainingSvs":{"type":"array","items":{"type":"string"}},"outcome":{"$ref":"#/components/schemas/VoteRequestOutcome"}}};
const schema42 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","enum":["VRO_Accepted","VRO_Rejected","VRO_Expired","VRO_AcceptedButActionFailed","ExtVoteRequestOutcome"]},"value":{"type":"object"}}};
const schema35 = {"type":"object","required":["dso","requester","action","reason","voteBefore","votes"],"properties":{"dso":{"$ref":"#/components/schemas/PartyId"},"requester":{"type":"string"},"action":{"$ref":"#/components/schemas/DamlVariant"},"reason":{"$ref":"#/components/schemas/VoteReason"},"voteBefore":{"type":"string","format":"date-time"},"votes":{"type":"array","items":{"type":"array","minItems":2,"maxItems":2,"items":{"anyOf":[{"type":"string"},{"$ref":"#/components/schemas/Vote"}]}}},"trackingCid":{"type":["string","null"]},"targetEffectiveAt":{"type":["string","null"],"format":"date-time"}}};
const schema36 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z0-9:_ -]+$"};
const schema37 = {"type":"object","required":["tag","value"],"properties":{"tag":{"type":"string","minLength":1},"value":{}}};
const schema38 = {"type":"object","required":["url","body"],"properties":{"url":{"type":"string"},"body":{"type":"string"}}};
const func1 = ucs2length;
const pattern4 = new RegExp("^[A-Za-z0-9:_ -]+$", "");
const formats0 = formats["date-time"];
const schema39 = {"type":"object","required":["sv","accept","reason"],"properties":{"sv":{"$ref":"#/components/schemas/PartyId"},"accept":{"type":"boolean"},"reason":{"$ref":"#/components/schemas/VoteReason"},"optCastAt":{"type":["string","null"],"format":"date-time"}}};

function validate25(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.sv === undefined) && (missing0 = "sv")) || ((data.accept === undefined) && (missing0 = "accept"))) || ((data.reason === undefined) && (missing0 = "reason"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sv !== undefined){
let data0 = data.sv;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate25.errors = [{instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate25.errors = [{instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate25.errors = [{instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/sv",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accept !== undefined){
const _errs4 = errors;
if(typeof data.accept !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.url === undefined) && (missing1 = "url")) || ((data2.body === undefined) && (missing1 = "body"))){
validate25.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.url !== undefined){
const _errs9 = errors;
if(typeof data2.url !== "string"){
validate25.errors = [{instancePath:instancePath+"/reason/url",schemaPath:"#/components/schemas/VoteReason/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.body !== undefined){
const _errs11 = errors;
if(typeof data2.body !== "string"){
validate25.errors = [{instancePath:instancePath+"/reason/body",schemaPath:"#/components/schemas/VoteReason/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.optCastAt !== undefined){
let data5 = data.optCastAt;
const _errs13 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate25.errors = [{instancePath:instancePath+"/optCastAt",schemaPath:"#/properties/optCastAt/type",keyword:"type",params:{type: schema39.properties.optCastAt.type},message:"must be string,null"}];
return false;
}
if(errors === _errs13){
if(errors === _errs13){
if(typeof data5 === "string"){
if(!(formats0(data5))){
validate25.errors = [{instancePath:instancePath+"/optCastAt",schemaPath:"#/properties/optCastAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"sv":true,"accept":true,"reason":true,"optCastAt":true},"dynamicProps":false,"dynamicItems":false};


function validate24(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.dso === undefined) && (missing0 = "dso")) || ((data.requester === undefined) && (missing0 = "requester"))) || ((data.action === undefined) && (missing0 = "action"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.voteBefore === undefined) && (missing0 = "voteBefore"))) || ((data.votes === undefined) && (missing0 = "votes"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dso !== undefined){
let data0 = data.dso;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if((data0.length > 255 && func1(data0) > 255)){
validate24.errors = [{instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1))){
validate24.errors = [{instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate24.errors = [{instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/dso",schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requester !== undefined){
const _errs4 = errors;
if(typeof data.requester !== "string"){
validate24.errors = [{instancePath:instancePath+"/requester",schemaPath:"#/properties/requester/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
let data2 = data.action;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.tag === undefined) && (missing1 = "tag")) || ((data2.value === undefined) && (missing1 = "value"))){
validate24.errors = [{instancePath:instancePath+"/action",schemaPath:"#/components/schemas/DamlVariant/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.tag !== undefined){
let data3 = data2.tag;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if((data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1))){
validate24.errors = [{instancePath:instancePath+"/action/tag",schemaPath:"#/components/schemas/DamlVariant/properties/tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/action/tag",schemaPath:"#/components/schemas/DamlVariant/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/action",schemaPath:"#/components/schemas/DamlVariant/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data4 = data.reason;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4.url === undefined) && (missing2 = "url")) || ((data4.body === undefined) && (missing2 = "body"))){
validate24.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.url !== undefined){
const _errs14 = errors;
if(typeof data4.url !== "string"){
validate24.errors = [{instancePath:instancePath+"/reason/url",schemaPath:"#/components/schemas/VoteReason/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.body !== undefined){
const _errs16 = errors;
if(typeof data4.body !== "string"){
validate24.errors = [{instancePath:instancePath+"/reason/body",schemaPath:"#/components/schemas/VoteReason/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/components/schemas/VoteReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.voteBefore !== undefined){
let data7 = data.voteBefore;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data7 === "string"){
if(!(formats0(data7))){
validate24.errors = [{instancePath:instancePath+"/voteBefore",schemaPath:"#/properties/voteBefore/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/voteBefore",schemaPath:"#/properties/voteBefore/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.votes !== undefined){
let data8 = data.votes;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data9)){
if(data9.length > 2){
validate24.errors = [{instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"}];
return false;
}
else {
if(data9.length < 2){
validate24.errors = [{instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"}];
return false;
}
else {
var valid7 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs24 = errors;
const _errs25 = errors;
let valid8 = false;
const _errs26 = errors;
if(typeof data10 !== "string"){
const err0 = {instancePath:instancePath+"/votes/" + i0+"/" + i1,schemaPath:"#/properties/votes/items/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid8 = valid8 || _valid0;
const _errs28 = errors;
if(!(validate25(data10))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid0 = _errs28 === errors;
valid8 = valid8 || _valid0;
if(_valid0){
var props0 = {};
props0.sv = true;
props0.accept = true;
props0.reason = true;
props0.optCastAt = true;
}
if(!valid8){
const err1 = {instancePath:instancePath+"/votes/" + i0+"/" + i1,schemaPath:"#/properties/votes/items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid7 = _errs24 === errors;
if(!valid7){
break;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/votes/" + i0,schemaPath:"#/properties/votes/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/votes",schemaPath:"#/properties/votes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trackingCid !== undefined){
let data11 = data.trackingCid;
const _errs29 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
validate24.errors = [{instancePath:instancePath+"/trackingCid",schemaPath:"#/properties/trackingCid/type",keyword:"type",params:{type: schema35.properties.trackingCid.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targetEffectiveAt !== undefined){
let data12 = data.targetEffectiveAt;
const _errs31 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate24.errors = [{instancePath:instancePath+"/targetEffectiveAt",schemaPath:"#/properties/targetEffectiveAt/type",keyword:"type",params:{type: schema35.properties.targetEffectiveAt.type},message:"must be string,null"}];
return false;
}
if(errors === _errs31){
if(errors === _errs31){
if(typeof data12 === "string"){
if(!(formats0(data12))){
validate24.errors = [{instancePath:instancePath+"/targetEffectiveAt",schemaPath:"#/properties/targetEffectiveAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"dso":true,"requester":true,"action":true,"reason":true,"voteBefore":true,"votes":true,"trackingCid":true,"targetEffectiveAt":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.request === undefined) && (missing0 = "request")) || ((data.completedAt === undefined) && (missing0 = "completedAt"))) || ((data.offboardedVoters === undefined) && (missing0 = "offboardedVoters"))) || ((data.abstainingSvs === undefined) && (missing0 = "abstainingSvs"))) || ((data.outcome === undefined) && (missing0 = "outcome"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.request !== undefined){
const _errs1 = errors;
if(!(validate24(data.request))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completedAt !== undefined){
let data1 = data.completedAt;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data1 === "string"){
if(!(formats0(data1))){
validate23.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offboardedVoters !== undefined){
let data2 = data.offboardedVoters;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data2[i0] !== "string"){
validate23.errors = [{instancePath:instancePath+"/offboardedVoters/" + i0,schemaPath:"#/properties/offboardedVoters/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/offboardedVoters",schemaPath:"#/properties/offboardedVoters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.abstainingSvs !== undefined){
let data4 = data.abstainingSvs;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs10 = errors;
if(typeof data4[i1] !== "string"){
validate23.errors = [{instancePath:instancePath+"/abstainingSvs/" + i1,schemaPath:"#/properties/abstainingSvs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/abstainingSvs",schemaPath:"#/properties/abstainingSvs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outcome !== undefined){
let data6 = data.outcome;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((data6.tag === undefined) && (missing1 = "tag")) || ((data6.value === undefined) && (missing1 = "value"))){
validate23.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/components/schemas/VoteRequestOutcome/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data6.tag !== undefined){
let data7 = data6.tag;
const _errs15 = errors;
if(typeof data7 !== "string"){
validate23.errors = [{instancePath:instancePath+"/outcome/tag",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data7 === "VRO_Accepted") || (data7 === "VRO_Rejected")) || (data7 === "VRO_Expired")) || (data7 === "VRO_AcceptedButActionFailed")) || (data7 === "ExtVoteRequestOutcome"))){
validate23.errors = [{instancePath:instancePath+"/outcome/tag",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/tag/enum",keyword:"enum",params:{allowedValues: schema42.properties.tag.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.value !== undefined){
let data8 = data6.value;
const _errs17 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
validate23.errors = [{instancePath:instancePath+"/outcome/value",schemaPath:"#/components/schemas/VoteRequestOutcome/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/components/schemas/VoteRequestOutcome/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"request":true,"completedAt":true,"offboardedVoters":true,"abstainingSvs":true,"outcome":true},"dynamicProps":false,"dynamicItems":false};

const formats8 = formats.int64;

function validate22(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.dso_rules_vote_results === undefined) && (missing0 = "dso_rules_vote_results")){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.dso_rules_vote_results !== undefined){
let data0 = data.dso_rules_vote_results;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0]))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/dso_rules_vote_results",schemaPath:"#/properties/dso_rules_vote_results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_token !== undefined){
let data2 = data.next_page_token;
const _errs4 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate22.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema33.properties.next_page_token.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(!(formats8.validate(data2))){
validate22.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"dso_rules_vote_results":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"dso_rules_vote_results":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

quick.listVoteRequestResults_400 = validate30;
const schema43 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};
const schema44 = {"type":"object","required":["error"],"properties":{"error":{"type":"string"}}};

function validate30(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate30.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate30.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.listVoteRequestResults_default = validate31;
const schema45 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate31(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate31.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate31.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAt_200 = validate32;
const schema47 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema48 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/CreatedEvent"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema49 = {"type":"object","required":["event_type","event_id","contract_id","template_id","package_name","create_arguments","created_at","signatories","observers"],"properties":{"event_type":{"type":"string","const":"created_event"},"event_id":{"type":"string","minLength":1},"contract_id":{"type":"string","minLength":1},"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"package_name":{"type":"string","minLength":1},"create_arguments":{"type":"object"},"created_at":{"type":"string","format":"date-time"},"signatories":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}}}};
const pattern6 = new RegExp("^[^:\\s]+:[^:\\s]+:[^:\\s]+$", "u");

function validate34(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.event_type === undefined) && (missing0 = "event_type")) || ((data.event_id === undefined) && (missing0 = "event_id"))) || ((data.contract_id === undefined) && (missing0 = "contract_id"))) || ((data.template_id === undefined) && (missing0 = "template_id"))) || ((data.package_name === undefined) && (missing0 = "package_name"))) || ((data.create_arguments === undefined) && (missing0 = "create_arguments"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.signatories === undefined) && (missing0 = "signatories"))) || ((data.observers === undefined) && (missing0 = "observers"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.event_type !== undefined){
let data0 = data.event_type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate34.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("created_event" !== data0){
validate34.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/const",keyword:"const",params:{allowedValue: "created_event"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_id !== undefined){
let data1 = data.event_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
validate34.errors = [{instancePath:instancePath+"/event_id",schemaPath:"#/properties/event_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/event_id",schemaPath:"#/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contract_id !== undefined){
let data2 = data.contract_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
validate34.errors = [{instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template_id !== undefined){
let data3 = data.template_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
validate34.errors = [{instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.package_name !== undefined){
let data4 = data.package_name;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if((data4.length < 1 || (data4.length < 2 * 1 && func1(data4) < 1))){
validate34.errors = [{instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.create_arguments !== undefined){
let data5 = data.create_arguments;
const _errs11 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate34.errors = [{instancePath:instancePath+"/create_arguments",schemaPath:"#/properties/create_arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
let data6 = data.created_at;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats0(data6))){
validate34.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signatories !== undefined){
let data7 = data.signatories;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if((data8.length > 255 && func1(data8) > 255)){
validate34.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data8.length < 1 || (data8.length < 2 * 1 && func1(data8) < 1))){
validate34.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data8)){
validate34.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs17 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observers !== undefined){
let data9 = data.observers;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid3 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if((data10.length > 255 && func1(data10) > 255)){
validate34.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data10.length < 1 || (data10.length < 2 * 1 && func1(data10) < 1))){
validate34.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data10)){
validate34.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"event_type":true,"event_id":true,"contract_id":true,"template_id":true,"package_name":true,"create_arguments":true,"created_at":true,"signatories":true,"observers":true},"dynamicProps":false,"dynamicItems":false};


function validate33(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.record_time === undefined) && (missing0 = "record_time")) || ((data.migration_id === undefined) && (missing0 = "migration_id"))) || ((data.created_events === undefined) && (missing0 = "created_events"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.record_time !== undefined){
let data0 = data.record_time;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate33.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.migration_id !== undefined){
let data1 = data.migration_id;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate33.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate33.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data1))){
validate33.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_events !== undefined){
let data2 = data.created_events;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate34(data2[i0]))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
const _errs8 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate33.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema48.properties.next_page_token.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats8.validate(data4))){
validate33.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate33(data))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAt_400 = validate37;
const schema52 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate37(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate37.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate37.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAt_404 = validate38;
const schema54 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate38(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate38.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate38.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAt_500 = validate39;
const schema56 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate39(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate39.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate39.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAt_default = validate40;
const schema58 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate40(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate40.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate40.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV1_200 = validate41;
const schema60 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v1~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema61 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/ActiveContract"}},"next_page_token":{"type":["integer","null"],"format":"int64"}}};
const schema62 = {"type":"object","required":["contract_id","template_id","package_name","create_arguments","created_at","signatories","observers"],"properties":{"created_in_update_id":{"type":["string","null"]},"contract_id":{"type":"string","minLength":1},"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"package_name":{"type":"string","minLength":1},"create_arguments":{"type":"object"},"created_at":{"type":"string","format":"date-time"},"signatories":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}},"observers":{"type":"array","items":{"$ref":"#/components/schemas/PartyId"}}}};

function validate43(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.contract_id === undefined) && (missing0 = "contract_id")) || ((data.template_id === undefined) && (missing0 = "template_id"))) || ((data.package_name === undefined) && (missing0 = "package_name"))) || ((data.create_arguments === undefined) && (missing0 = "create_arguments"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.signatories === undefined) && (missing0 = "signatories"))) || ((data.observers === undefined) && (missing0 = "observers"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.created_in_update_id !== undefined){
let data0 = data.created_in_update_id;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate43.errors = [{instancePath:instancePath+"/created_in_update_id",schemaPath:"#/properties/created_in_update_id/type",keyword:"type",params:{type: schema62.properties.created_in_update_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contract_id !== undefined){
let data1 = data.contract_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if((data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1))){
validate43.errors = [{instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/contract_id",schemaPath:"#/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template_id !== undefined){
let data2 = data.template_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
validate43.errors = [{instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.package_name !== undefined){
let data3 = data.package_name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if((data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1))){
validate43.errors = [{instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/package_name",schemaPath:"#/properties/package_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.create_arguments !== undefined){
let data4 = data.create_arguments;
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate43.errors = [{instancePath:instancePath+"/create_arguments",schemaPath:"#/properties/create_arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
let data5 = data.created_at;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0(data5))){
validate43.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signatories !== undefined){
let data6 = data.signatories;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if((data7.length > 255 && func1(data7) > 255)){
validate43.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data7.length < 1 || (data7.length < 2 * 1 && func1(data7) < 1))){
validate43.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data7)){
validate43.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/signatories/" + i0,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/signatories",schemaPath:"#/properties/signatories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observers !== undefined){
let data8 = data.observers;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if((data9.length > 255 && func1(data9) > 255)){
validate43.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if((data9.length < 1 || (data9.length < 2 * 1 && func1(data9) < 1))){
validate43.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data9)){
validate43.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9:_ -]+$"},message:"must match pattern \""+"^[A-Za-z0-9:_ -]+$"+"\""}];
return false;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/observers/" + i1,schemaPath:"#/components/schemas/PartyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs20 === errors;
if(!valid3){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/observers",schemaPath:"#/properties/observers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"created_in_update_id":true,"contract_id":true,"template_id":true,"package_name":true,"create_arguments":true,"created_at":true,"signatories":true,"observers":true},"dynamicProps":false,"dynamicItems":false};


function validate42(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.record_time === undefined) && (missing0 = "record_time")) || ((data.migration_id === undefined) && (missing0 = "migration_id"))) || ((data.created_events === undefined) && (missing0 = "created_events"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.record_time !== undefined){
let data0 = data.record_time;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate42.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.migration_id !== undefined){
let data1 = data.migration_id;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate42.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate42.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data1))){
validate42.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_events !== undefined){
let data2 = data.created_events;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate43(data2[i0]))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
const _errs8 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate42.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema61.properties.next_page_token.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(!(formats8.validate(data4))){
validate42.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate41(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate42(data))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV1_400 = validate46;
const schema65 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema"};

function validate46(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate46.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate46.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequest/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV1_404 = validate47;
const schema67 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate47(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate47.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate47.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV1_500 = validate48;
const schema69 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate48(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate48.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate48.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV1_default = validate49;
const schema71 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate49(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate49.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate49.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV2_200 = validate50;
const schema73 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v2~1holdings~1state/post/responses/200/content/application~1json/schema"};
const schema74 = {"type":"object","required":["record_time","migration_id","created_events"],"properties":{"record_time":{"type":"string","format":"date-time"},"migration_id":{"type":"integer","format":"int64","minimum":0},"created_events":{"type":"array","items":{"$ref":"#/components/schemas/ActiveContract"}},"next_page_token":{"type":["string","null"]}}};

function validate51(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.record_time === undefined) && (missing0 = "record_time")) || ((data.migration_id === undefined) && (missing0 = "migration_id"))) || ((data.created_events === undefined) && (missing0 = "created_events"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.record_time !== undefined){
let data0 = data.record_time;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate51.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.migration_id !== undefined){
let data1 = data.migration_id;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate51.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate51.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data1))){
validate51.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_events !== undefined){
let data2 = data.created_events;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate43(data2[i0]))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate51.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema74.properties.next_page_token.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate50(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate51(data))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV2_400 = validate54;
const schema75 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema"};

function validate54(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate54.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate54.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV2_404 = validate55;
const schema77 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate55(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate55.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate55.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV2_500 = validate56;
const schema79 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate56(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate56.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate56.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getHoldingsStateAtV2_default = validate57;
const schema81 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate57(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate57.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate57.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAcsSnapshotAtV2_200 = validate58;
const schema83 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v2~1state~1acs/post/responses/200/content/application~1json/schema"};

function validate59(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.record_time === undefined) && (missing0 = "record_time")) || ((data.migration_id === undefined) && (missing0 = "migration_id"))) || ((data.created_events === undefined) && (missing0 = "created_events"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.record_time !== undefined){
let data0 = data.record_time;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate59.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/record_time",schemaPath:"#/properties/record_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.migration_id !== undefined){
let data1 = data.migration_id;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate59.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate59.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data1))){
validate59.errors = [{instancePath:instancePath+"/migration_id",schemaPath:"#/properties/migration_id/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_events !== undefined){
let data2 = data.created_events;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate43(data2[i0]))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/created_events",schemaPath:"#/properties/created_events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_token !== undefined){
let data4 = data.next_page_token;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate59.errors = [{instancePath:instancePath+"/next_page_token",schemaPath:"#/properties/next_page_token/type",keyword:"type",params:{type: schema74.properties.next_page_token.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};


function validate58(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate59(data))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":{"record_time":true,"migration_id":true,"created_events":true,"next_page_token":true},"dynamicProps":false,"dynamicItems":false};

quick.getAcsSnapshotAtV2_400 = validate62;
const schema85 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema"};

function validate62(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate62.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate62.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/BadRequestV2/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAcsSnapshotAtV2_404 = validate63;
const schema87 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema"};

function validate63(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate63.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate63.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/NoSnapshot/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAcsSnapshotAtV2_500 = validate64;
const schema89 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema"};

function validate64(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate64.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate64.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/InternalServerError/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getAcsSnapshotAtV2_default = validate65;
const schema91 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate65(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate65.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate65.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.getRewardAccountingActivityTotals_200 = validate66;
const schema93 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1internal~1reward-accounting-process~1rounds~1{round_number}~1activity-totals/get/responses/200/content/application~1json/schema"};
const schema94 = {"oneOf":[{"$ref":"#/components/schemas/RewardAccountingActivityTotalsOk"},{"$ref":"#/components/schemas/RewardAccountingActivityTotalsUndetermined"},{"$ref":"#/components/schemas/RewardAccountingActivityTotalsCannotProvide"}]};
const schema99 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","const":"Undetermined"}}};
const schema100 = {"type":"object","required":["status"],"properties":{"status":{"type":"string","const":"CannotProvide"}}};
const schema95 = {"type":"object","required":["status","round_number","total_app_activity_weight","active_parties_count","activity_records_count","total_app_reward_minting_allowance","total_app_reward_thresholded","total_app_reward_unclaimed","rewarded_app_provider_parties_count"],"properties":{"status":{"type":"string","const":"Ok"},"round_number":{"type":"integer","format":"int64","minimum":0},"total_app_activity_weight":{"type":"integer","format":"int64","minimum":0},"active_parties_count":{"type":"integer","format":"int64","minimum":0},"activity_records_count":{"type":"integer","format":"int64","minimum":0},"total_app_reward_minting_allowance":{"$ref":"#/components/schemas/Decimal"},"total_app_reward_thresholded":{"$ref":"#/components/schemas/Decimal"},"total_app_reward_unclaimed":{"$ref":"#/components/schemas/Decimal"},"rewarded_app_provider_parties_count":{"type":"integer","format":"int64","minimum":0}}};
const schema96 = {"type":"string","pattern":"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"};
const pattern12 = new RegExp("^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$", "");

function validate68(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.status === undefined) && (missing0 = "status")) || ((data.round_number === undefined) && (missing0 = "round_number"))) || ((data.total_app_activity_weight === undefined) && (missing0 = "total_app_activity_weight"))) || ((data.active_parties_count === undefined) && (missing0 = "active_parties_count"))) || ((data.activity_records_count === undefined) && (missing0 = "activity_records_count"))) || ((data.total_app_reward_minting_allowance === undefined) && (missing0 = "total_app_reward_minting_allowance"))) || ((data.total_app_reward_thresholded === undefined) && (missing0 = "total_app_reward_thresholded"))) || ((data.total_app_reward_unclaimed === undefined) && (missing0 = "total_app_reward_unclaimed"))) || ((data.rewarded_app_provider_parties_count === undefined) && (missing0 = "rewarded_app_provider_parties_count"))){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.status !== undefined){
let data0 = data.status;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate68.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("Ok" !== data0){
validate68.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "Ok"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.round_number !== undefined){
let data1 = data.round_number;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate68.errors = [{instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate68.errors = [{instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data1))){
validate68.errors = [{instancePath:instancePath+"/round_number",schemaPath:"#/properties/round_number/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_app_activity_weight !== undefined){
let data2 = data.total_app_activity_weight;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate68.errors = [{instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate68.errors = [{instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data2))){
validate68.errors = [{instancePath:instancePath+"/total_app_activity_weight",schemaPath:"#/properties/total_app_activity_weight/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_parties_count !== undefined){
let data3 = data.active_parties_count;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate68.errors = [{instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate68.errors = [{instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data3))){
validate68.errors = [{instancePath:instancePath+"/active_parties_count",schemaPath:"#/properties/active_parties_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activity_records_count !== undefined){
let data4 = data.activity_records_count;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate68.errors = [{instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate68.errors = [{instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data4))){
validate68.errors = [{instancePath:instancePath+"/activity_records_count",schemaPath:"#/properties/activity_records_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_app_reward_minting_allowance !== undefined){
let data5 = data.total_app_reward_minting_allowance;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!pattern12.test(data5)){
validate68.errors = [{instancePath:instancePath+"/total_app_reward_minting_allowance",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/total_app_reward_minting_allowance",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_app_reward_thresholded !== undefined){
let data6 = data.total_app_reward_thresholded;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
validate68.errors = [{instancePath:instancePath+"/total_app_reward_thresholded",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/total_app_reward_thresholded",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_app_reward_unclaimed !== undefined){
let data7 = data.total_app_reward_unclaimed;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
validate68.errors = [{instancePath:instancePath+"/total_app_reward_unclaimed",schemaPath:"#/components/schemas/Decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?(E[+-][0-9]+)?$"+"\""}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/total_app_reward_unclaimed",schemaPath:"#/components/schemas/Decimal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rewarded_app_provider_parties_count !== undefined){
let data8 = data.rewarded_app_provider_parties_count;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate68.errors = [{instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs20){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate68.errors = [{instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats8.validate(data8))){
validate68.errors = [{instancePath:instancePath+"/rewarded_app_provider_parties_count",schemaPath:"#/properties/rewarded_app_provider_parties_count/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"status":true,"round_number":true,"total_app_activity_weight":true,"active_parties_count":true,"activity_records_count":true,"total_app_reward_minting_allowance":true,"total_app_reward_thresholded":true,"total_app_reward_unclaimed":true,"rewarded_app_provider_parties_count":true},"dynamicProps":false,"dynamicItems":false};


function validate67(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate68(data))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.status = true;
props0.round_number = true;
props0.total_app_activity_weight = true;
props0.active_parties_count = true;
props0.activity_records_count = true;
props0.total_app_reward_minting_allowance = true;
props0.total_app_reward_thresholded = true;
props0.total_app_reward_unclaimed = true;
props0.rewarded_app_provider_parties_count = true;
}
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
const err0 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("Undetermined" !== data0){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/properties/status/const",keyword:"const",params:{allowedValue: "Undetermined"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsUndetermined/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
}
}
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.status === undefined) && (missing1 = "status")){
const err4 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("CannotProvide" !== data1){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/properties/status/const",keyword:"const",params:{allowedValue: "CannotProvide"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/components/schemas/RewardAccountingActivityTotalsCannotProvide/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.status = true;
}
}
}
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate67.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate67.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate66(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate67(data))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
else {
var props0 = validate67.evaluated.props;
}
validate66.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate66.evaluated = {"dynamicProps":true,"dynamicItems":false};

quick.getRewardAccountingActivityTotals_default = validate71;
const schema101 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate71(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate71.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate71.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupFeaturedAppRight_200 = validate72;
const schema103 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/200/content/application~1json/schema"};
const schema104 = {"type":"object","properties":{"featured_app_right":{"anyOf":[{"$ref":"#/components/schemas/Contract"},{"type":"null"}]}}};
const schema105 = {"type":"object","required":["template_id","contract_id","payload","created_event_blob","created_at"],"properties":{"template_id":{"type":"string","pattern":"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},"contract_id":{"type":"string","minLength":1},"payload":{"type":"object"},"created_event_blob":{"type":"string","pattern":"^[A-Za-z0-9+/]*={0,2}$"},"created_at":{"type":"string","format":"date-time"}}};
const pattern16 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "");

function validate73(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.featured_app_right !== undefined){
let data0 = data.featured_app_right;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((((((data0.template_id === undefined) && (missing0 = "template_id")) || ((data0.contract_id === undefined) && (missing0 = "contract_id"))) || ((data0.payload === undefined) && (missing0 = "payload"))) || ((data0.created_event_blob === undefined) && (missing0 = "created_event_blob"))) || ((data0.created_at === undefined) && (missing0 = "created_at"))){
const err0 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.template_id !== undefined){
let data1 = data0.template_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err1 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.contract_id !== undefined){
let data2 = data0.contract_id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
const err3 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.payload !== undefined){
let data3 = data0.payload;
const _errs10 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err5 = {instancePath:instancePath+"/featured_app_right/payload",schemaPath:"#/components/schemas/Contract/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.created_event_blob !== undefined){
let data4 = data0.created_event_blob;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(!pattern16.test(data4)){
const err6 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.created_at !== undefined){
let data5 = data0.created_at;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err8 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.template_id = true;
props0.contract_id = true;
props0.payload = true;
props0.created_event_blob = true;
props0.created_at = true;
}
const _errs16 = errors;
if(data0 !== null){
const err11 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate73.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};


function validate72(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate73(data))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupFeaturedAppRight_400 = validate75;
const schema106 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema"};

function validate75(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate75.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate75.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1{provider_party_id}/get/responses/400/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupFeaturedAppRight_default = validate76;
const schema108 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate76(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate76.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate76.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupFeaturedAppRightByContractId_200 = validate77;
const schema110 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1featured-apps~1by-contract-id~1{contract_id}/get/responses/200/content/application~1json/schema"};

function validate78(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.featured_app_right !== undefined){
let data0 = data.featured_app_right;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((((((data0.template_id === undefined) && (missing0 = "template_id")) || ((data0.contract_id === undefined) && (missing0 = "contract_id"))) || ((data0.payload === undefined) && (missing0 = "payload"))) || ((data0.created_event_blob === undefined) && (missing0 = "created_event_blob"))) || ((data0.created_at === undefined) && (missing0 = "created_at"))){
const err0 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.template_id !== undefined){
let data1 = data0.template_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err1 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/pattern",keyword:"pattern",params:{pattern: "^[^:\\s]+:[^:\\s]+:[^:\\s]+$"},message:"must match pattern \""+"^[^:\\s]+:[^:\\s]+:[^:\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/featured_app_right/template_id",schemaPath:"#/components/schemas/Contract/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.contract_id !== undefined){
let data2 = data0.contract_id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if((data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1))){
const err3 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/featured_app_right/contract_id",schemaPath:"#/components/schemas/Contract/properties/contract_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.payload !== undefined){
let data3 = data0.payload;
const _errs10 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err5 = {instancePath:instancePath+"/featured_app_right/payload",schemaPath:"#/components/schemas/Contract/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.created_event_blob !== undefined){
let data4 = data0.created_event_blob;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(!pattern16.test(data4)){
const err6 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]*={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]*={0,2}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/featured_app_right/created_event_blob",schemaPath:"#/components/schemas/Contract/properties/created_event_blob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.created_at !== undefined){
let data5 = data0.created_at;
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err8 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/featured_app_right/created_at",schemaPath:"#/components/schemas/Contract/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/components/schemas/Contract/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.template_id = true;
props0.contract_id = true;
props0.payload = true;
props0.created_event_blob = true;
props0.created_at = true;
}
const _errs16 = errors;
if(data0 !== null){
const err11 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/featured_app_right",schemaPath:"#/properties/featured_app_right/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate78.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};


function validate77(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate78(data))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"featured_app_right":true},"dynamicProps":false,"dynamicItems":false};

quick.lookupFeaturedAppRightByContractId_default = validate80;
const schema113 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate80(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate80.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

quick.listDsoScans_200 = validate81;
const schema115 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/paths/~1v0~1scans/get/responses/200/content/application~1json/schema"};
const schema116 = {"type":"object","required":["scans"],"properties":{"scans":{"type":"array","items":{"$ref":"#/components/schemas/DomainScans"}}}};
const schema117 = {"type":"object","required":["domainId","scans"],"properties":{"domainId":{"type":"string"},"scans":{"type":"array","items":{"$ref":"#/components/schemas/ScanInfo"}}}};
const schema118 = {"type":"object","required":["publicUrl","svName"],"properties":{"publicUrl":{"type":"string"},"svName":{"type":"string"}}};

function validate83(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.domainId === undefined) && (missing0 = "domainId")) || ((data.scans === undefined) && (missing0 = "scans"))){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.domainId !== undefined){
const _errs1 = errors;
if(typeof data.domainId !== "string"){
validate83.errors = [{instancePath:instancePath+"/domainId",schemaPath:"#/properties/domainId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scans !== undefined){
let data1 = data.scans;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.publicUrl === undefined) && (missing1 = "publicUrl")) || ((data2.svName === undefined) && (missing1 = "svName"))){
validate83.errors = [{instancePath:instancePath+"/scans/" + i0,schemaPath:"#/components/schemas/ScanInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.publicUrl !== undefined){
const _errs8 = errors;
if(typeof data2.publicUrl !== "string"){
validate83.errors = [{instancePath:instancePath+"/scans/" + i0+"/publicUrl",schemaPath:"#/components/schemas/ScanInfo/properties/publicUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.svName !== undefined){
const _errs10 = errors;
if(typeof data2.svName !== "string"){
validate83.errors = [{instancePath:instancePath+"/scans/" + i0+"/svName",schemaPath:"#/components/schemas/ScanInfo/properties/svName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/scans/" + i0,schemaPath:"#/components/schemas/ScanInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/scans",schemaPath:"#/properties/scans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"domainId":true,"scans":true},"dynamicProps":false,"dynamicItems":false};


function validate82(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scans === undefined) && (missing0 = "scans")){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.scans !== undefined){
let data0 = data.scans;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate83(data0[i0]))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/scans",schemaPath:"#/properties/scans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"scans":true},"dynamicProps":false,"dynamicItems":false};


function validate81(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate82(data))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"scans":true},"dynamicProps":false,"dynamicItems":false};

quick.listDsoScans_default = validate86;
const schema119 = {"$ref":"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema"};

function validate86(data){
const instancePath = "";
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(errors === _errs0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate86.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(typeof data.error !== "string"){
validate86.errors = [{instancePath:instancePath+"/error",schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"https://canton-openapi.invalid/specs/scan/openapi.json#/components/responses/Error/content/application~1json/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

return quick;
})();
export const quickValidators = {
  listVoteRequestResults: { "200": quick.listVoteRequestResults_200, "400": quick.listVoteRequestResults_400, "default": quick.listVoteRequestResults_default },
  getHoldingsStateAt: { "200": quick.getHoldingsStateAt_200, "400": quick.getHoldingsStateAt_400, "404": quick.getHoldingsStateAt_404, "500": quick.getHoldingsStateAt_500, "default": quick.getHoldingsStateAt_default },
  getHoldingsStateAtV1: { "200": quick.getHoldingsStateAtV1_200, "400": quick.getHoldingsStateAtV1_400, "404": quick.getHoldingsStateAtV1_404, "500": quick.getHoldingsStateAtV1_500, "default": quick.getHoldingsStateAtV1_default },
  getHoldingsStateAtV2: { "200": quick.getHoldingsStateAtV2_200, "400": quick.getHoldingsStateAtV2_400, "404": quick.getHoldingsStateAtV2_404, "500": quick.getHoldingsStateAtV2_500, "default": quick.getHoldingsStateAtV2_default },
  getAcsSnapshotAtV2: { "200": quick.getAcsSnapshotAtV2_200, "400": quick.getAcsSnapshotAtV2_400, "404": quick.getAcsSnapshotAtV2_404, "500": quick.getAcsSnapshotAtV2_500, "default": quick.getAcsSnapshotAtV2_default },
  getRewardAccountingActivityTotals: { "200": quick.getRewardAccountingActivityTotals_200, "default": quick.getRewardAccountingActivityTotals_default },
  lookupFeaturedAppRight: { "200": quick.lookupFeaturedAppRight_200, "400": quick.lookupFeaturedAppRight_400, "default": quick.lookupFeaturedAppRight_default },
  lookupFeaturedAppRightByContractId: { "200": quick.lookupFeaturedAppRightByContractId_200, "default": quick.lookupFeaturedAppRightByContractId_default },
  listDsoScans: { "200": quick.listDsoScans_200, "default": quick.listDsoScans_default },
};
