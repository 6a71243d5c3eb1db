pragma solidity ^0.5.16;

contract ERC20Interface {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

contract TeamVesting is Ownable {
    struct Grant {
        uint256 total;
        uint256 start;
        uint256 cliff;
        uint256 duration;
        uint256 released;
    }

    ERC20Interface public token;
    mapping(address => Grant) public grants;
    uint256 public totalGranted;

    event Granted(address indexed beneficiary, uint256 total);
    event Released(address indexed beneficiary, uint256 amount);

    constructor(ERC20Interface _token) public {
        token = _token;
    }

    function addGrant(address beneficiary, uint256 total, uint256 cliffSeconds, uint256 duration) public onlyOwner {
        require(grants[beneficiary].total == 0);
        require(duration > cliffSeconds);
        require(totalGranted + total <= token.balanceOf(address(this)));
        grants[beneficiary] = Grant(total, now, cliffSeconds, duration, 0);
        totalGranted += total;
        emit Granted(beneficiary, total);
    }

    function vested(address beneficiary) public view returns (uint256) {
        Grant storage g = grants[beneficiary];
        if (now >= g.start + g.duration) {
            return g.total;
        }
        // <yes> <report> ARITHMETIC
        uint256 sinceCliff = now - g.start - g.cliff;
        return g.total * sinceCliff / (g.duration - g.cliff);
    }

    function release() public {
        Grant storage g = grants[msg.sender];
        uint256 amount = vested(msg.sender) - g.released;
        require(amount > 0);
        g.released += amount;
        require(token.transfer(msg.sender, amount));
        emit Released(msg.sender, amount);
    }
}
