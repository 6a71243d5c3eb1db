// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity 0.7.5;

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

interface IERC20 {
    function totalSupply() external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ITreasury {
    function deposit(uint256 amount, address token, uint256 profit) external returns (uint256);
    function valueOf(address token, uint256 amount) external view returns (uint256);
}

// Bond depository: the protocol sells its token at a discount, vesting linearly, for a reserve asset. The
// bond price rises with the debt ratio (outstanding payouts over supply) times the control variable.
contract BondDepository {
    using SafeMath for uint256;

    struct Terms {
        uint256 controlVariable;
        uint256 vestingTerm;
        uint256 minimumPrice;
        uint256 maxPayout;
        uint256 maxDebt;
    }

    struct Bond {
        uint256 payout;
        uint256 vesting;
        uint256 lastBlock;
        uint256 pricePaid;
    }

    IERC20 public immutable OHM;
    IERC20 public immutable principle;
    ITreasury public immutable treasury;
    address public policy;

    Terms public terms;
    uint256 public totalDebt;
    uint256 public lastDecay;
    mapping(address => Bond) public bondInfo;

    event BondCreated(uint256 deposit, uint256 indexed payout, uint256 indexed expires, uint256 indexed priceInUSD);

    constructor(IERC20 ohm_, IERC20 principle_, ITreasury treasury_) {
        OHM = ohm_;
        principle = principle_;
        treasury = treasury_;
        policy = msg.sender;
    }

    function initializeBondTerms(uint256 bcv, uint256 vesting, uint256 minPrice, uint256 maxPayout_, uint256 maxDebt) external {
        require(msg.sender == policy, "policy");
        require(terms.controlVariable == 0, "initialized");
        terms = Terms(bcv, vesting, minPrice, maxPayout_, maxDebt);
        lastDecay = block.number;
    }

    function debtDecay() public view returns (uint256 decay) {
        uint256 blocksSinceLast = block.number.sub(lastDecay);
        decay = totalDebt.mul(blocksSinceLast).div(terms.vestingTerm);
        if (decay > totalDebt) {
            decay = totalDebt;
        }
    }

    function currentDebt() public view returns (uint256) {
        return totalDebt.sub(debtDecay());
    }

    function debtRatio() public view returns (uint256) {
        return currentDebt().mul(1e9).div(OHM.totalSupply());
    }

    function bondPrice() public view returns (uint256 price) {
        price = terms.controlVariable.mul(debtRatio()).add(1000000000).div(1e7);
        if (price < terms.minimumPrice) {
            price = terms.minimumPrice;
        }
    }

    function maxPayout() public view returns (uint256) {
        return OHM.totalSupply().mul(terms.maxPayout).div(100000);
    }

    function deposit(uint256 amount, uint256 maxPrice, address depositor) external returns (uint256) {
        require(depositor != address(0), "depositor");
        totalDebt = currentDebt();
        lastDecay = block.number;
        require(totalDebt <= terms.maxDebt, "max capacity");

        uint256 price = bondPrice();
        uint256 value = treasury.valueOf(address(principle), amount);
        // <yes> <report> FRONT_RUNNING
        uint256 payout = value.mul(1e7).div(price).div(1e5);
        require(payout >= 10000000, "bond too small");
        require(payout <= maxPayout(), "bond too large");

        uint256 profit = value.sub(payout);
        require(principle.transferFrom(msg.sender, address(this), amount), "transfer");
        principle.approve(address(treasury), amount);
        treasury.deposit(amount, address(principle), profit);

        totalDebt = totalDebt.add(value);
        bondInfo[depositor] = Bond({
            payout: bondInfo[depositor].payout.add(payout),
            vesting: terms.vestingTerm,
            lastBlock: block.number,
            pricePaid: price
        });
        emit BondCreated(amount, payout, block.number.add(terms.vestingTerm), price);
        return payout;
    }
}
