pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The writer may change the strike only before the option is sold, and only its holder exercises it: the
// change cannot land under a pending exercise. Without the unsold check, the writer raises the strike first.
contract Options {
    struct Option { address writer; address holder; uint256 strike; }
    IERC20 public immutable quote;
    Option[] public options;

    constructor(IERC20 q) { quote = q; }

    function write(uint256 strike) external returns (uint256 id) {
        id = options.length;
        options.push(Option(msg.sender, address(0), strike));
    }
    function setStrike(uint256 id, uint256 strike) external {
        Option storage o = options[id];
        require(msg.sender == o.writer && o.holder == address(0));
        o.strike = strike;
    }
    function buy(uint256 id) external {
        Option storage o = options[id];
        require(o.holder == address(0));
        o.holder = msg.sender;
    }
    function exercise(uint256 id) external {
        Option storage o = options[id];
        require(msg.sender == o.holder);
        o.holder = address(1);
        require(quote.transferFrom(msg.sender, o.writer, o.strike));
    }
}

contract LooseOptions {
    struct Option { address writer; address holder; uint256 strike; }
    IERC20 public immutable quote;
    Option[] public options;

    constructor(IERC20 q) { quote = q; }

    function write(uint256 strike) external returns (uint256 id) {
        id = options.length;
        options.push(Option(msg.sender, address(0), strike));
    }
    function setStrike(uint256 id, uint256 strike) external {
        Option storage o = options[id];
        require(msg.sender == o.writer);
        o.strike = strike;
    }
    function buy(uint256 id) external {
        Option storage o = options[id];
        require(o.holder == address(0));
        o.holder = msg.sender;
    }
    function exercise(uint256 id) external { // want "LooseOptions.exercise\\(\\) charges the caller o.strike, which reads options; the account in o.writer can change it first"
        Option storage o = options[id];
        require(msg.sender == o.holder);
        o.holder = address(1);
        require(quote.transferFrom(msg.sender, o.writer, o.strike));
    }
}
