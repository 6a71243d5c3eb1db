pragma solidity ^0.8.19;

abstract contract Ownable {
    address public owner = msg.sender;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }
}

// A launch token whose sell tax the owner sets without a cap: at 100 a sell delivers nothing, above it every
// sell reverts.
contract TaxToken is Ownable {
    uint256 public sellFee = 3;
    address public pair;
    mapping(address => uint256) public balanceOf;

    function setSellFee(uint256 fee) external onlyOwner {
        sellFee = fee; // want "TaxToken.setSellFee\\(\\) lets its privileged caller set sellFee to any value, and TaxToken._transfer\\(\\) takes \\(amount \\* sellFee\\) / 100 out of amount"
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 fee = to == pair ? (amount * sellFee) / 100 : 0;
        balanceOf[from] -= amount;
        balanceOf[to] += amount - fee;
        balanceOf[owner] += fee;
    }
}

// A vault's withdrawal fee in basis points, taken with -=, set by the owner without a cap.
contract FeeVault is Ownable {
    uint16 public withdrawFeeBps;
    mapping(address => uint256) public deposits;

    function setWithdrawFee(uint16 bps) external onlyOwner {
        withdrawFeeBps = bps; // want "FeeVault.setWithdrawFee\\(\\) lets its privileged caller set withdrawFeeBps to any value"
    }

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        uint256 payout = amount;
        payout -= payout * withdrawFeeBps / 10_000;
        payable(msg.sender).transfer(payout);
    }
}

// Safe: the same token with the fee capped where it is set.
contract CappedTaxToken is Ownable {
    uint256 public constant MAX_FEE = 10;
    uint256 public sellFee = 3;
    mapping(address => uint256) public balanceOf;

    function setSellFee(uint256 fee) external onlyOwner {
        require(fee <= MAX_FEE, "fee too high");
        sellFee = fee;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        uint256 fee = (amount * sellFee) / 100;
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount - fee;
        balanceOf[owner] += fee;
        return true;
    }
}

// Safe: a rate the parameter's type keeps below the base (at most 255 of 1,000).
contract NarrowFee is Ownable {
    uint256 public feePerMille;
    mapping(address => uint256) public balanceOf;

    function setFee(uint8 perMille) external onlyOwner {
        feePerMille = perMille;
    }

    function transfer(address to, uint256 amount) external {
        uint256 fee = amount * feePerMille / 1000;
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount - fee;
    }
}

// Safe: a multiplier that scales a reward up, taken out of nothing.
contract Boost is Ownable {
    uint256 public boost = 100;
    mapping(address => uint256) public rewards;

    function setBoost(uint256 b) external onlyOwner {
        boost = b;
    }

    function credit(address to, uint256 base) external onlyOwner {
        rewards[to] += base * boost / 100;
    }
}

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

// The same tax through SafeMath's helpers.
contract SafeTaxToken is Ownable {
    using SafeMath for uint256;

    uint256 public taxFee = 2;
    mapping(address => uint256) public balanceOf;

    function setTaxFeePercent(uint256 fee) external onlyOwner {
        taxFee = fee; // want "SafeTaxToken.setTaxFeePercent\\(\\) lets its privileged caller set taxFee to any value, and SafeTaxToken.transfer\\(\\) takes amount.mul\\(taxFee\\).div\\(100\\) out of amount"
    }

    function transfer(address to, uint256 amount) external {
        uint256 fee = amount.mul(taxFee).div(100);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        balanceOf[to] += amount.sub(fee);
        balanceOf[owner] += fee;
    }
}

// The fee set in a branch, into a local declared before it.
contract BranchTaxToken is Ownable {
    using SafeMath for uint256;

    uint256 public taxFee = 2;
    mapping(address => bool) public exempt;
    mapping(address => uint256) public balanceOf;

    function setTaxFee(uint256 fee) external onlyOwner {
        taxFee = fee; // want "BranchTaxToken.setTaxFee\\(\\) lets its privileged caller set taxFee to any value"
    }

    function transfer(address to, uint256 amount) external {
        uint256 fee = 0;
        if (!exempt[msg.sender]) {
            fee = amount.mul(taxFee).div(100);
        }
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        balanceOf[to] += amount.sub(fee);
    }
}

// The rate declared and used in a base contract, set by the derived one.
contract BaseTaxed {
    uint256 public taxFee = 2;
    mapping(address => uint256) public balanceOf;

    function transfer(address to, uint256 amount) external {
        uint256 fee = amount * taxFee / 100;
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount - fee;
    }
}

contract DerivedTaxed is BaseTaxed, Ownable {
    function setTaxFee(uint256 fee) external onlyOwner {
        taxFee = fee; // want "DerivedTaxed.setTaxFee\\(\\) lets its privileged caller set taxFee to any value, and BaseTaxed.transfer\\(\\) takes amount \\* taxFee / 100 out of amount"
    }
}
