pragma solidity ^0.7.6;

interface IController {
    function slopes(address user, address gauge) external view returns (uint256 slope, uint256 end);
    function weight(address gauge) external view returns (uint256);
}

// Answers of a controller fixed at deployment are bounded by its own rules; one the caller names is not.
contract Bribes {
    IController public immutable controller;
    IController public feed;
    mapping(address => uint256) public reward;

    constructor(IController c) {
        controller = c;
    }

    function setFeed(IController f) external {
        feed = f;
    }

    // Safe: both factors come from the immutable controller.
    function share(address user, address gauge) external view returns (uint256) {
        uint256 period = (block.timestamp / 1 weeks) * 1 weeks;
        (uint256 slope, uint256 end) = controller.slopes(user, gauge);
        if (end <= period) return 0;
        uint256 bias = slope * (end - period);
        return reward[gauge] * bias / controller.weight(gauge);
    }

    // The order of a fixed contract's answer and a stored value is not bounded: the difference may wrap.
    function excess(address gauge) external view returns (uint256) {
        return controller.weight(gauge) - reward[gauge]; // want "controller.weight\\(gauge\\) - reward\\[gauge\\] can underflow"
    }

    function shareFrom(IController c, address user, address gauge) external view returns (uint256) {
        (uint256 slope, uint256 end) = c.slopes(user, gauge);
        return slope * end; // want "slope \\* end can overflow"
    }

    function shareFeed(address user, address gauge) external view returns (uint256) {
        (uint256 slope, uint256 end) = feed.slopes(user, gauge);
        return slope * end; // want "slope \\* end can overflow"
    }
}

interface IPair {
    function reserve() external view returns (uint256);
}

// A helper's answer read from a contract the caller names is not fixed, whatever contract the helper also asks.
contract HelperAnswers {
    IController public immutable controller;
    mapping(address => uint256) public deposits;

    constructor(IController c) {
        controller = c;
    }

    function value(address pair) public view returns (uint256) {
        return IPair(pair).reserve() / controller.weight(pair);
    }

    function borrowable(address pair) external view returns (uint256) {
        return deposits[pair] * value(pair); // want "deposits\\[pair\\] \\* value\\(pair\\) can overflow"
    }
}
