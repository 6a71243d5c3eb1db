pragma solidity ^0.5.17;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

/// Donation splitter that credits each charity's share (multiplied before divided, remainder to the
/// last charity) and lets every charity pull its balance on its own.
contract PullDonationSplitter {
    using SafeMath for uint256;

    address public steward;
    address[] public charities;
    uint256[] public weights;
    uint256 public totalWeight;
    mapping(address => uint256) public owed;

    event Donation(address indexed donor, uint256 amount);
    event Withdrawal(address indexed charity, uint256 amount);

    constructor(address[] memory _charities, uint256[] memory _weights) public {
        require(_charities.length == _weights.length, "length");
        require(_charities.length > 0 && _charities.length <= 20, "count");
        uint256 sum;
        for (uint256 i = 0; i < _weights.length; i++) {
            require(_charities[i] != address(0), "zero");
            sum = sum.add(_weights[i]);
        }
        require(sum > 0, "weights");
        steward = msg.sender;
        charities = _charities;
        weights = _weights;
        totalWeight = sum;
    }

    function donate() public payable {
        require(msg.value > 0, "zero");
        uint256 remaining = msg.value;
        uint256 last = charities.length - 1;
        for (uint256 i = 0; i < last; i++) {
            uint256 share = msg.value.mul(weights[i]).div(totalWeight);
            remaining = remaining.sub(share);
            owed[charities[i]] = owed[charities[i]].add(share);
        }
        owed[charities[last]] = owed[charities[last]].add(remaining);
        emit Donation(msg.sender, msg.value);
    }

    function withdraw() external {
        uint256 amount = owed[msg.sender];
        require(amount > 0, "nothing");
        owed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "send");
        emit Withdrawal(msg.sender, amount);
    }

    function() external payable {
        donate();
    }
}
