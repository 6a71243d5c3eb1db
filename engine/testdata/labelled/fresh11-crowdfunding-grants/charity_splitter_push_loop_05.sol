pragma solidity ^0.5.17;

/// Donation splitter for a giving circle: every donation received is forwarded at once to the
/// circle's charities by their weights, so the contract never holds funds. The forwarding pushes
/// ether to each charity with transfer(): one charity whose wallet is a contract with a fallback
/// needing more than 2300 gas (a Gnosis Safe behind a proxy, say) makes every donation revert.
contract GivingCircleSplitter {
    address public steward;
    address payable[] public charities;
    uint256[] public weights;
    uint256 public totalWeight;
    uint256 public totalDonated;

    event Donation(address indexed donor, uint256 amount);
    event CharitiesSet(uint256 count, uint256 totalWeight);

    modifier onlySteward() {
        require(msg.sender == steward, "steward");
        _;
    }

    constructor() public {
        steward = msg.sender;
    }

    function setCharities(address payable[] calldata _charities, uint256[] calldata _weights)
        external
        onlySteward
    {
        require(_charities.length == _weights.length, "length");
        require(_charities.length > 0 && _charities.length <= 20, "count");
        uint256 sum;
        for (uint256 i = 0; i < _weights.length; i++) {
            require(_charities[i] != address(0), "zero");
            require(_weights[i] > 0 && _weights[i] <= 10000, "weight");
            sum += _weights[i];
        }
        charities = _charities;
        weights = _weights;
        totalWeight = sum;
        emit CharitiesSet(_charities.length, sum);
    }

    function donate() public payable {
        require(msg.value > 0, "zero");
        require(totalWeight > 0, "no charities");
        uint256 remaining = msg.value;
        uint256 last = charities.length - 1;
        for (uint256 i = 0; i < last; i++) {
            uint256 share = msg.value * weights[i] / totalWeight;
            remaining -= share;
            // <yes> <report> DENIAL_OF_SERVICE
            charities[i].transfer(share);
        }
        charities[last].transfer(remaining);
        totalDonated += msg.value;
        emit Donation(msg.sender, msg.value);
    }

    function() external payable {
        donate();
    }
}
